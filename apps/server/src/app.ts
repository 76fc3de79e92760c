import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlibConstants } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { createLocalChangeBus } from './lib/change-bus.ts';
import { COMPRESS_FROM_BYTES } from './lib/cached-answer.ts';
import { createPersonalReads, type PersonalReads } from './lib/personal-reads.ts';
import { createReadCache, type ReadCache } from './lib/read-cache.ts';
import { registerAdminScope } from './modules/admin/routes.ts';
import { applicationsRoutes, messagesRoutes } from './modules/responses/routes.ts';
import { interactionsRoutes } from './modules/discord-review/routes.ts';
import { accountRoutes, steamLinkRoutes } from './modules/accounts/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { demoAccounts } from './demo/accounts.ts';
import { sessionCacheMs } from './modules/auth/index.ts';
import { gameApiRoutes } from './modules/game/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { serversRoutes } from './modules/servers/routes.ts';
import { siteStoreOf } from './modules/site/index.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { storeRoutes } from './modules/store/routes.ts';
import { cachedSessionHash, registerSessions, sessionCookieName } from './plugins/auth.ts';
import { registerControlCharacterGuard } from './plugins/control-characters.ts';
import { errorBody, registerErrorHandling } from './plugins/errors.ts';
import { registerRequestLog, withSafeRequestLines } from './plugins/request-log.ts';
import { defaultRateLimits, registerSecurity, type RateLimits } from './plugins/security.ts';
import { registerWebApp } from './web/web-app.ts';
import { loadLocaleSettings, localeSettings, negotiateLocale, requestLocale } from './modules/locale/index.ts';
import { userForSessionToken } from './modules/auth/index.ts';
import { durable } from './db/group-commit.ts';

export interface BuildAppOptions extends AppContext {
  logger?: FastifyServerOptions['logger'];
  rateLimits?: RateLimits;
  /** How long a whole request (headers and body) may take to arrive; tests shorten it. */
  requestTimeoutMs?: number;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  /** How long a server render may take before the plain page is sent (web/server-render.ts); tests on a busy machine give more. */
  renderBudgetMs?: number;
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP app from its dependencies; server.ts only wires the process around it. */
export async function buildApp(options: BuildAppOptions) {
  const { logger = false, rateLimits = defaultRateLimits, webRoot = defaultWebRoot, requestTimeoutMs = 30_000, renderBudgetMs, ...ctx } = options;
  const app = Fastify({
    // Request lines never carry a game call's SteamID (nor any header): plugins/request-log.ts.
    logger: withSafeRequestLines(logger),
    // One line per request (plugins/request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the proxies TRUST_PROXY names may set X-Forwarded-* (default: loopback).
    trustProxy: ctx.env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // A body that never finishes, or an idle keep-alive socket, must not hold a connection for minutes.
    requestTimeout: requestTimeoutMs,
    // Slow headers are cut off sooner, and stalled requests are noticed within a few seconds.
    http: { headersTimeout: Math.min(15_000, requestTimeoutMs), connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs) },
    connectionTimeout: 60_000,
    keepAliveTimeout: 65_000,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    // Malformed URLs and overlong path parts answer in the one error shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void reply.status(status).send(errorBody(status, status === 414 ? 'The address is too long.' : 'The address is not valid.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Error messages in the requester's language (D40): modules/locale chooses it.
  registerErrorHandling(app, (request) => requestLocale(ctx, request));
  registerRequestLog(app, logger !== false);
  registerControlCharacterGuard(app);
  // The read model of the public reads; any successful write (on any instance) makes it reload.
  // ctx keeps the bus, so the session cache (modules/auth/session-cache.ts) hears the same notices.
  const changes = (ctx.changes ??= createLocalChangeBus());
  app.decorate('readCache', createReadCache(changes));
  // A member's own reads (status, my applications, …) for as long as their checked session is kept.
  app.decorate('personalReads', createPersonalReads(changes, sessionCacheMs(ctx.env)));
  // The site's default language, kept in memory and followed on every instance (D40).
  await loadLocaleSettings(ctx);
  // onSend, not onResponse: the write is committed (on SQLite, with the other writes of its moment:
  // db/group-commit.ts; every answer waits for it), and the notice is out before the client can read again.
  app.addHook('onSend', async (request, reply, payload) => {
    const committing = durable(ctx.db);
    if (committing) await committing;
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) changes.publish('write');
    return payload;
  });
  await app.register(cookie);
  // JSON answers over 1 KB go out compressed; the read model and the static files bring their own.
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/json|text\/csv)/,
  });
  registerSessions(app, ctx);
  const fixedHeaders = await registerSecurity(app, ctx, rateLimits);
  serveReadModelFirst(app, fixedHeaders, (cookieHeader) => cachedSessionHash(ctx, cookieHeader));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Creative RP community API', version: '1.0.0' },
      // The game API (D41): game servers call it with a key from /admin/game-servers.
      components: { securitySchemes: { gameKey: { type: 'http', scheme: 'bearer', description: 'A game server key (crp_…)' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles, and its default upgrade-insecure-requests breaks the docs on plain http outside production.
    transformStaticCSP: (header) => {
      const csp = header.replace(/style-src 'self' https:/, "style-src 'self' 'unsafe-inline'");
      return ctx.env.NODE_ENV === 'production' ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });

  await app.register(authRoutes, { prefix: '/api/unified-auth', ctx, demoAccounts });
  await app.register(accountRoutes, { prefix: '/api/auth', ctx });
  await app.register(steamLinkRoutes, { prefix: '/api/auth/steam', ctx });
  await app.register(healthRoutes, { prefix: '/api', ctx });
  await app.register(siteRoutes, { prefix: '/api', ctx });
  await app.register(pagesRoutes, { prefix: '/api', ctx });
  await app.register(storeRoutes, { prefix: '/api', ctx });
  await app.register(applicationsRoutes, { prefix: '/api/applications', ctx });
  // The conversation on a response (D31): its applicant and reviewers, checked inside.
  await app.register(messagesRoutes, { prefix: '/api/applications', ctx });
  // Discord's Interactions Endpoint (D32): signed by Discord, no session.
  await app.register(interactionsRoutes, { prefix: '/api/discord', ctx });
  await app.register(serversRoutes, { prefix: '/api/servers', ctx });
  // Game servers' calls (D41): bearer keys, no session.
  await app.register(gameApiRoutes, { prefix: '/api/game/v1', ctx });
  await registerAdminScope(app, ctx);

  // A page's language (D40): the signed-in member's own, else the visitor's cookie, header or the site's default.
  const pageLocale = async (request: FastifyRequest) => {
    const token = request.cookies[sessionCookieName(ctx)];
    const session = token ? await userForSessionToken(ctx, token) : null;
    const acceptLanguage = request.headers['accept-language'];
    return negotiateLocale(ctx, { memberLocale: session?.user.locale, cookie: request.headers.cookie, acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage });
  };
  // The settings in every page: the site's (D38) with its languages (D40).
  const siteStore = siteStoreOf(ctx);
  const pageSettings = { config: () => ({ ...siteStore.config(), locale: localeSettings(ctx) }), subscribe: siteStore.subscribe };
  await registerWebApp(
    app,
    webRoot,
    { store: pageSettings, publicUrl: ctx.env.PUBLIC_URL },
    { changes, sessionCookie: sessionCookieName(ctx), localeOf: pageLocale },
    renderBudgetMs,
  );
  return app;
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a malformed chunked body, headers too
 * large, a request that took too long) answer in the one error shape too, then the socket closes.
 */
function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive. Please try again.']
        : [400, 'The request is malformed.'];
  const body = JSON.stringify(errorBody(status, message));
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    personalReads: PersonalReads;
  }
}

/**
 * Public reads already in memory, and a signed-in member's own reads of the last seconds, are
 * answered before Fastify sees the request (issues 13 and 25: reads near the HTTP ceiling);
 * everything else, and every read while the server closes, goes to Fastify.
 */
function serveReadModelFirst(app: FastifyInstance, fixedHeaders: Record<string, string>, sessionHashOf: (cookieHeader: string) => string | null) {
  const [fastify] = app.server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (!fastify) return;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.server.removeAllListeners('request');
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) return fastify(req, res);
    if (app.readCache.answerFromMemory(req, res, fixedHeaders)) return;
    if (app.personalReads.answerFromMemory(req, res, fixedHeaders, sessionHashOf)) return;
    fastify(req, res);
  });
}
