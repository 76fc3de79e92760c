import type { DB } from '../../db/database.ts';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export async function insertOauthState(db: DB, row: { stateHash: string; bindingHash: string; codeVerifier: string; redirectPath: string; userId?: number }): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: row.stateHash,
      binding_hash: row.bindingHash,
      code_verifier: row.codeVerifier,
      redirect_path: row.redirectPath,
      // A Steam link (D33) is started by a signed-in member: the callback must come back for them.
      user_id: row.userId ?? null,
      expires_at: new Date(Date.now() + OAUTH_STATE_TTL_MS).toISOString(),
    })
    .execute();
}

/** Reads and deletes in one go: a state is good for exactly one callback. */
export async function consumeOauthState(db: DB, stateHash: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('oauth_states').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
    if (row) await trx.deleteFrom('oauth_states').where('state_hash', '=', stateHash).execute();
    return row;
  });
}
