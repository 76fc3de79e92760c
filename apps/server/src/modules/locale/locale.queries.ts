import { now, type DB } from '../../db/database.ts';

/** The site's default language as stored (null: never set, the source language counts). */
export async function readDefaultLocale(db: DB): Promise<string | null> {
  const row = await db.selectFrom('locale_settings').select('value').where('key', '=', 'default').executeTakeFirst();
  return row?.value ?? null;
}

/** The `users.locale` column (migration 0024) is this module's: a member's own language. */
export async function writeMemberLocale(db: DB, userId: number, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

export async function readMemberLocale(db: DB, discordId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('discord_id', '=', discordId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function writeDefaultLocale(db: DB, locale: string): Promise<void> {
  const updatedAt = now();
  await db
    .insertInto('locale_settings')
    .values({ key: 'default', value: locale, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: locale, updated_at: updatedAt }))
    .execute();
}
