import { createHmac, randomBytes } from 'node:crypto';
import { GAME_KEY_PREFIX, GAME_KEY_SHOWN_CHARS, type GameKey, type GameKeyCreated } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { NotFoundError } from '../../lib/domain-errors.ts';
import { quoted, recordAudit } from '../audit/index.ts';
import { insertGameKey, listActiveGameKeys, revokeGameKeyRow } from './game-keys.queries.ts';
import type { GameKeyRow } from './game-keys.tables.ts';

/** The change notice a create or revoke sends: every instance forgets the keys it knew (game-key-auth.service.ts). */
export const GAME_KEYS_TOPIC = 'game-keys';

/** `crp_` + 43 URL-safe characters (256 random bits). */
export const newGameKey = (): string => `${GAME_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Keys are kept as an HMAC under the session secret, like session tokens (auth/tokens.ts): a leaked table gives no key away. */
export const hashGameKey = (ctx: AppContext, key: string): string => createHmac('sha256', ctx.env.sessionSecret).update(`game:${key}`).digest('base64url');

const toGameKey = (row: GameKeyRow): GameKey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  lastUsedPath: row.last_used_path,
  prefix: row.prefix,
});

export async function listGameKeys(ctx: AppContext): Promise<GameKey[]> {
  return (await listActiveGameKeys(ctx.db)).map(toGameKey);
}

/** Creates a key; the answer is the only place the key itself ever appears. Audited in the same transaction. */
export async function createGameKey(ctx: AppContext, name: string, actorId: number): Promise<GameKeyCreated> {
  const key = newGameKey();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertGameKey(trx, {
      name,
      keyHash: hashGameKey(ctx, key),
      prefix: key.slice(0, GAME_KEY_SHOWN_CHARS),
      createdBy: actorId,
      at: now(),
    });
    await recordAudit(trx, {
      actorId,
      action: 'game_key.create',
      targetType: 'game_key',
      targetId: inserted.id,
      summary: `Created game server key ${quoted(name)} (${inserted.prefix}…)`,
    });
    return inserted;
  });
  ctx.changes?.publish(GAME_KEYS_TOPIC);
  return { id: row.id, name: row.name, key, createdAt: row.created_at };
}

/** Revokes a key: every instance stops accepting it as soon as it hears the notice. */
export async function revokeGameKey(ctx: AppContext, id: number, actorId: number): Promise<void> {
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    const row = await revokeGameKeyRow(trx, id, now());
    if (!row) return undefined;
    await recordAudit(trx, {
      actorId,
      action: 'game_key.revoke',
      targetType: 'game_key',
      targetId: id,
      summary: `Revoked game server key ${quoted(row.name)} (${row.prefix}…)`,
    });
    return row;
  });
  if (!revoked) throw new NotFoundError('There is no such game server key (it may have been revoked already).');
  ctx.changes?.publish(GAME_KEYS_TOPIC);
}
