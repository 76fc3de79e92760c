import type { Generated } from 'kysely';
import type { ServerTables } from '../modules/servers/servers.tables.ts';
import type { PageTables } from '../modules/pages/pages.tables.ts';
import type { FormTables } from '../modules/forms/forms.tables.ts';
import type { ResponseTables } from '../modules/responses/responses.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { StatusTables } from '../modules/status/status.tables.ts';
import type { DeliveryTables } from '../modules/deliveries/deliveries.tables.ts';
import type { SteamTables } from '../modules/steam/steam.tables.ts';
import type { DiscordReviewTables } from '../modules/discord-review/interactions.tables.ts';
import type { GameTables } from '../modules/game/game-keys.tables.ts';
import type { SiteTables } from '../modules/site/site.tables.ts';

/** Conventions: instants are ISO-8601 UTC text, booleans are 0/1 integers, lists are JSON text.
 * One representation on SQLite and PostgreSQL keeps queries and tests identical on both. */
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
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface OauthStatesTable {
  state_hash: string;
  binding_hash: string;
  code_verifier: string;
  redirect_path: string;
  expires_at: string;
  /** The signed-in member who started it (a Steam link, D33); null for a Discord sign-in. */
  user_id: Generated<number | null>;
}

export interface Database
  extends ServerTables,
    PageTables,
    FormTables,
    ResponseTables,
    DeliveryTables,
    AuditTables,
    StatusTables,
    SteamTables,
    DiscordReviewTables,
    GameTables,
    SiteTables {
  users: UsersTable;
  sessions: SessionsTable;
  oauth_states: OauthStatesTable;
}
