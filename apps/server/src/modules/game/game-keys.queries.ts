import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { GameKeyRow } from './game-keys.tables.ts';

type Executor = DB | Transaction<Database>;

export async function insertGameKey(trx: Executor, row: { name: string; keyHash: string; prefix: string; createdBy: number; at: string }): Promise<GameKeyRow> {
  return trx
    .insertInto('game_keys')
    .values({ name: row.name, key_hash: row.keyHash, prefix: row.prefix, created_by: row.createdBy, created_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keys not revoked, newest first. */
export async function listActiveGameKeys(db: Executor): Promise<GameKeyRow[]> {
  return db.selectFrom('game_keys').selectAll().where('revoked_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findActiveKeyIdByHash(db: Executor, keyHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('game_keys').select('id').where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
  return row?.id;
}

/** Marks the key revoked; undefined when there is no such key or it was revoked already. */
export async function revokeGameKeyRow(trx: Executor, id: number, at: string): Promise<GameKeyRow | undefined> {
  return trx.updateTable('game_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).returningAll().executeTakeFirst();
}

export async function touchGameKey(db: Executor, id: number, at: string, path: string): Promise<void> {
  await db.updateTable('game_keys').set({ last_used_at: at, last_used_path: path }).where('id', '=', id).execute();
}
