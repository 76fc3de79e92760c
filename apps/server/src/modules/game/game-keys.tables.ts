import type { Generated, Selectable } from 'kysely';

/** Game servers' keys (D41, migration 0021_game_keys). Only this module's queries name the table. */
export interface GameKeysTable {
  id: Generated<number>;
  name: string;
  /** HMAC-SHA256 of the key under the session secret (modules/auth/tokens.ts): never the key. */
  key_hash: string;
  /** The key's first 8 characters. */
  prefix: string;
  created_by: number | null;
  created_at: string;
  last_used_at: Generated<string | null>;
  /** The route of that call ('/api/game/v1/whitelist'), never its SteamID. */
  last_used_path: Generated<string | null>;
  revoked_at: Generated<string | null>;
}

export interface GameTables {
  game_keys: GameKeysTable;
}

export type GameKeyRow = Selectable<GameKeysTable>;
