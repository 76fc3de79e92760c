import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_KEY_CALLS_PER_MINUTE, gamePlayerSchema, gameWhitelistQuerySchema, gameWhitelistSchema, steamId64ParamsSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { bearerKey, createGameKeyAuth } from './game-key-auth.service.ts';
import { hashGameKey } from './game-keys.service.ts';
import { findGamePlayer } from './player.service.ts';
import { createWhitelistCache, matchesEtag, parseFormsParam } from './whitelist.service.ts';

const security = [{ gameKey: [] }];
/** The one answer for a missing, malformed, unknown or revoked key (D41: the same for each). */
const KEY_REFUSED = 'A valid game server key is required (Authorization: Bearer crp_…).';
const auth =
  'Authorization: Bearer {key} (a key from /admin/game-servers). A missing, unknown or revoked key is 401, the same answer for each; each key may make 600 calls a minute (then 429 with Retry-After).';

/**
 * /api/game/v1 (D41): the calls game servers make with their key. Keys and SteamIDs never reach
 * the logs: the request log masks the SteamID in the address and never writes headers (plugins/request-log.ts).
 */
export const gameApiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const keys = createGameKeyAuth(ctx);
  const whitelists = createWhitelistCache(ctx);
  // One budget per key across both calls; with REDIS_URL it is shared by every instance (plugins/security.ts).
  const rateLimit = {
    max: GAME_KEY_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    groupId: 'game-api',
    keyGenerator: (request: FastifyRequest) => {
      const key = bearerKey(request.headers.authorization);
      return key ? `game:${hashGameKey(ctx, key)}` : `game-nokey:${request.ip}`;
    },
  };
  // The key is checked before the input: without a valid key every call is the same 401.
  app.addHook('preValidation', async (request) => {
    const id = await keys.authenticate(bearerKey(request.headers.authorization), request.routeOptions.url ?? '/api/game/v1', request.log);
    if (id === null) throw unauthorized(KEY_REFUSED);
  });

  app.get(
    '/players/:steamId64',
    {
      config: { rateLimit },
      schema: {
        tags: ['game'],
        summary: 'A player as the game server may know them: member, staff flags, latest response per form, whitelisting forms',
        description: `${auth} \`member\` is null when no member has linked this Steam account. A malformed SteamID64 is 400.`,
        security,
        params: steamId64ParamsSchema,
        response: { 200: gamePlayerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findGamePlayer(ctx, request.params.steamId64);
    },
  );

  app.get(
    '/whitelist',
    {
      config: { rateLimit },
      schema: {
        tags: ['game'],
        summary: 'The SteamID64s of linked members whose latest response to any of the forms is accepted',
        description:
          `${auth} \`forms\` is a comma-separated list of form slugs (at most 20); unknown slugs add nobody. ` +
          'The answer carries an ETag that changes exactly when `forms` or `steamIds` do; send it back in If-None-Match to get 304 Not Modified. ' +
          'An acceptance shows within 2 seconds; a withdrawal, a later rejection, a Steam unlink or an account deletion removes the member.',
        security,
        querystring: gameWhitelistQuerySchema,
        response: {
          200: gameWhitelistSchema,
          304: z.void().describe('Not Modified: the ETag sent in If-None-Match is current'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await whitelists.get(parseFormsParam(request.query.forms));
      reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
      // Sent as the text computed once for this content (a string skips serialization).
      return reply.type('application/json; charset=utf-8').send(answer.json as never);
    },
  );
};
