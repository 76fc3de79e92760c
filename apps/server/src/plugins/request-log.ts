import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * One request log line per answer instead of Fastify's two ("incoming request" and "request
 * completed"), issue 25: the completed line carries the request too (method, URL, host, remote
 * address), its status and time. With the logger off nothing is registered. Use with
 * a LogController with `disableRequestLogging: true` (app.ts).
 */
export function registerRequestLog(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}

/**
 * A game server's calls (D41) name a player's SteamID in the address: logged addresses show
 * `{steamId64}` instead (whatever the segment holds, valid or not, under any spelling of the
 * path), and any 17-digit run in them is masked too. Other addresses are logged as they are.
 */
export function safeLoggedUrl(url: string): string {
  if (!/^\/+api\/+game\//i.test(url)) return url;
  return url.replace(/(\/players\/)[^/?#]*/gi, '$1{steamId64}').replace(/\d{17}/g, '{steamId64}');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer without headers (no bearer key, no cookie), with the address made safe. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: safeLoggedUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options with the safe request serializer (a logger given as an instance or `false` is kept as it is). */
export function withSafeRequestLines(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger === true ? { serializers: { req: serializeRequest } } : logger;
  return { ...logger, serializers: { ...(logger as { serializers?: object }).serializers, req: serializeRequest } };
}
