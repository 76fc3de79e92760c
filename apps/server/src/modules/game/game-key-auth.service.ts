import type { FastifyBaseLogger } from 'fastify';
import { GAME_KEY_PREFIX } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { findActiveKeyIdByHash, touchGameKey } from './game-keys.queries.ts';
import { GAME_KEYS_TOPIC, hashGameKey } from './game-keys.service.ts';

/** lastUsedAt is written at most this often per key and instance, not on every call. */
export const LAST_USED_EVERY_MS = 30_000;

/** The key of an `Authorization: Bearer crp_…` header, or null (headers are never logged: plugins/request-log.ts). */
export function bearerKey(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1]!.startsWith(GAME_KEY_PREFIX) && match[1]!.length <= 200 ? match[1]! : null;
}

export interface GameKeyAuth {
  /** The id of an active key, else null; records the use of `route` (throttled). */
  authenticate(key: string | null, route: string, log: FastifyBaseLogger): Promise<number | null>;
}

/**
 * Known keys by hash, kept in memory so a game call costs one HMAC and a map lookup. A create or
 * revoke on any instance (GAME_KEYS_TOPIC over the change bus, '*' after a reconnect) empties the
 * map, so a revoked key is refused by every instance as soon as the notice arrives (well within 2 s).
 * Unknown hashes are not remembered: a key created on another instance works at once.
 */
export function createGameKeyAuth(ctx: AppContext): GameKeyAuth {
  const known = new Map<string, number>();
  const lastWritten = new Map<number, number>();
  let generation = 0;
  ctx.changes?.subscribe((topic) => {
    if (topic !== GAME_KEYS_TOPIC && topic !== '*') return;
    generation++;
    known.clear();
  });

  const recordUse = (id: number, route: string, log: FastifyBaseLogger): void => {
    const at = Date.now();
    if (at - (lastWritten.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    lastWritten.set(id, at);
    touchGameKey(ctx.db, id, now(), route).catch((err: unknown) => log.warn({ err }, 'could not record a game key’s last use'));
  };

  return {
    async authenticate(key, route, log) {
      if (!key) return null;
      const hash = hashGameKey(ctx, key);
      let id = known.get(hash);
      if (id === undefined) {
        const started = generation;
        id = await findActiveKeyIdByHash(ctx.db, hash);
        if (id === undefined) return null;
        // A revoke heard while reading must not be undone by storing what was read before it.
        if (started === generation) known.set(hash, id);
      }
      recordUse(id, route, log);
      return id;
    },
  };
}
