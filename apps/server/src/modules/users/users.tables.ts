import type { Generated } from 'kysely';

/** The members (0001, later columns by their migrations). Conventions as in db/schema.ts. */
export interface UsersTable {
  id: Generated<number>;
  discord_id: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
  email: string | null;
  discord_roles: string; // JSON array of role ids
  is_admin: number;
  can_manage_applications: number;
  can_review_applications: number;
  can_manage_store: number;
  is_active: Generated<number>;
  created_at: string;
  last_login: string | null;
  /** Set when the member deleted their account (D28); the row then holds no personal data. */
  deleted_at: Generated<string | null>;
  /** When the member joined the Discord guild, read at sign-in (D34, 0015). */
  guild_joined_at: Generated<string | null>;
  /** When the member's guild roles were last read (D43 a, 0020); null: not since 0020. */
  roles_checked_at: Generated<string | null>;
  /** The member's own language (D40, 0024); null: none chosen yet, the request's language counts. */
  locale: Generated<string | null>;
}


export interface UserTables {
  users: UsersTable;
}
