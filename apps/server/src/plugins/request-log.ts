import type { FastifyInstance } from 'fastify';

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
