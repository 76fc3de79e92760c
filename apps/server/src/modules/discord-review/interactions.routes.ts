import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, unauthorized } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { isValidInteraction, publicKeyFromHex } from './interaction-signature.rules.ts';
import { answerInteraction, type Interaction } from './interactions.service.ts';

/**
 * Discord's Interactions Endpoint (D32) at /api/discord/interactions. The body is kept as the raw
 * bytes received: the signature is checked over exactly those, before anything else reads them.
 * Without DISCORD_PUBLIC_KEY every request is refused (nothing can be verified).
 */
export const interactionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const key = ctx.env.DISCORD_PUBLIC_KEY ? publicKeyFromHex(ctx.env.DISCORD_PUBLIC_KEY) : null;
  // Scoped to this plugin: every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/interactions',
    {
      // Discord's requests come from a few addresses: the per-address write budget of people does not fit them.
      config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
      schema: {
        tags: ['discord'],
        summary: "Discord's Interactions Endpoint (D32): signed PING, button presses and modal submits",
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-signature-ed25519'];
      const timestamp = request.headers['x-signature-timestamp'];
      if (!key || !isValidInteraction(key, typeof signature === 'string' ? signature : undefined, typeof timestamp === 'string' ? timestamp : undefined, raw))
        throw unauthorized('Invalid request signature.');
      let interaction: Interaction;
      try {
        interaction = JSON.parse(raw.toString('utf8')) as Interaction;
      } catch {
        throw badRequest('The interaction is not JSON.');
      }
      return answerInteraction(ctx, interaction);
    },
  );
};
