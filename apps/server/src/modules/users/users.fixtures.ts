import type { DB } from '../../db/database.ts';

export interface SeedUser {
  discordId: string;
  username: string;
  displayName?: string | null;
  email?: string | null;
  isAdmin?: boolean;
  createdAt?: string;
  deleted?: boolean;
}

/** Inserts members straight into the table (the list reads them; sign-in is not what these tests are about). */
export async function seedUsers(db: DB, users: SeedUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, u] of users.entries()) {
    const row = await db
      .insertInto('users')
      .values({
        discord_id: u.discordId,
        username: u.username,
        display_name: u.displayName ?? null,
        email: u.email ?? null,
        discord_roles: '[]',
        is_admin: u.isAdmin ? 1 : 0,
        can_manage_applications: u.isAdmin ? 1 : 0,
        can_review_applications: u.isAdmin ? 1 : 0,
        can_manage_store: 0,
        created_at: u.createdAt ?? new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
        last_login: null,
        deleted_at: u.deleted ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
