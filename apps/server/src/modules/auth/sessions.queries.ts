import { now, type DB } from '../../db/database.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export async function insertSession(db: DB, tokenHash: string, userId: number): Promise<void> {
  const created = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: created.toISOString(),
      last_seen_at: created.toISOString(),
      expires_at: new Date(created.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
}

/** The session's user id when the session is alive (idle and absolute expiry), else undefined. */
export async function resolveSession(db: DB, tokenHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row) return undefined;
  const at = Date.now();
  const idleFor = at - Date.parse(row.last_seen_at);
  if (at >= Date.parse(row.expires_at) || idleFor >= SESSION_IDLE_MS) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now() }).where('token_hash', '=', tokenHash).execute();
  }
  return row.user_id;
}

export async function deleteSession(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function purgeExpired(db: DB): Promise<void> {
  const current = now();
  const idleCutoff = new Date(Date.now() - SESSION_IDLE_MS).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', current), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', current).execute();
}
