import { now, type DB } from '../../db/database.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { compiledQuery } from '../../lib/compiled-queries.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
export const TOUCH_EVERY_MS = 60 * 1000;

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

/**
 * The session and its user in one indexed read (token_hash is the key, users.id the join), for the
 * session check every request makes. Expiry is judged by the caller (sessions.service.ts).
 */
const sessionWithUser = (db: DB, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at as session_last_seen_at', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', tokenHash);
// Compiled once per database handle (lib/compiled-queries.ts): no query building per request.
const sessionWithUserCompiled = compiledQuery('session_with_user', sessionWithUser);

export async function findSessionWithUser(db: DB, tokenHash: string) {
  const rows = (await sessionWithUserCompiled(db, tokenHash)) as Array<Awaited<ReturnType<ReturnType<typeof sessionWithUser>['executeTakeFirst']>>>;
  return rows[0];
}

export async function touchSession(db: DB, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now() }).where('token_hash', '=', tokenHash).execute();
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

/** Every session of a member ends (they left the guild, D43 a). */
export async function deleteSessionsOfUser(db: DB | Transaction<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
