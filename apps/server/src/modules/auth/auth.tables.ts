import type { Generated } from 'kysely';

/** Sign-in sessions and OAuth states (0001, 0015). Conventions as in db/schema.ts. */
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

export interface AuthTables {
  sessions: SessionsTable;
  oauth_states: OauthStatesTable;
}
