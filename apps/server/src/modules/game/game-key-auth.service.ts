import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { GAME_KEY_PREFIX } from '@crp/shared';
import { unauthorized } from '../../plugins/errors.ts';
import { findActiveKeyIdByHash, touchGameKey } from './game-keys.queries.ts';
import { GAME_KEYS_TOPIC, hashGameKey } from './game-keys.service.ts';

/** lastUsedAt is written at most this often per key and instance, not on every call. */
export const LAST_USED_EVERY_MS = 30_000;
/** The one answer for a missing, malformed, unknown or revoked key (D41: the same for each). */
export const KEY_REFUSED = 'A valid game server key is required (Authorization: Bearer crp_…).';

/** The bearer key of a request, or null (the header is never logged: plugins/request-log.ts). */
export function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1]!.startsWith(GAME_KEY_PREFIX) && match[1]!.length <= 200 ? match[1]! : null;
}

export interface GameKeyAuth {
  /** The key id of the request's key; throws the 401 otherwise. Records the use (throttled). */
  authenticate(request: FastifyRequest): Promise<number>;
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

  const recordUse = (request: FastifyRequest, id: number): void => {
    const at = Date.now();
    if (at - (lastWritten.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    lastWritten.set(id, at);
    const path = request.routeOptions.url ?? request.url.split('?')[0]!;
    touchGameKey(ctx.db, id, now(), path).catch((err: unknown) => request.log.warn({ err }, 'could not record a game key’s last use'));
  };

  return {
    async authenticate(request) {
      const key = bearerKey(request);
      if (!key) throw unauthorized(KEY_REFUSED);
      const hash = hashGameKey(ctx, key);
      let id = known.get(hash);
      if (id === undefined) {
        const started = generation;
        id = await findActiveKeyIdByHash(ctx.db, hash);
        if (id === undefined) throw unauthorized(KEY_REFUSED);
        // A revoke heard while reading must not be undone by storing what was read before it.
        if (started === generation) known.set(hash, id);
      }
      recordUse(request, id);
      return id;
    },
  };
}
