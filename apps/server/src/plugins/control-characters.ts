import type { FastifyInstance } from 'fastify';
import { controlCharacterIn, controlCharacterMessage } from '@crp/shared';
import { badRequest } from './errors.ts';

/** Deeper than any body a route takes: the walk stops there (the schema then judges the body). */
const MAX_DEPTH = 12;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Parts of the request the route checks for control characters itself, with issues its screen
     * can place (the submit's answers, per question: shared/answer-check.ts), e.g. ['body.answers'].
     */
    controlCharactersCheckedIn?: string[];
  }
}

/** The first string (or key) in `value` holding a forbidden control character: its path and code point. */
function findControlCharacter(value: unknown, path: string[], skip: readonly string[], depth = 0): { path: string; codePoint: string } | null {
  if (skip.includes(path.join('.'))) return null;
  if (typeof value === 'string') {
    const codePoint = controlCharacterIn(value);
    return codePoint ? { path: path.join('.'), codePoint } : null;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyCode = controlCharacterIn(key);
    if (keyCode) return { path: [...path, key].join('.'), codePoint: keyCode };
    const found = findControlCharacter(child, [...path, key], skip, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * D43 (j), at the root: every text a member or staff sends (a JSON body, a query string, a path
 * parameter) is refused with a 400 naming the field when it holds a control character but tab and
 * newline, before any handler reads it, on both databases alike. A preHandler: the guards
 * (preValidation) have spoken first, so a stranger learns nothing about a route's input. Raw bodies (Discord's signed
 * interactions) stay bytes here; their service checks the texts it takes from them.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const skip = request.routeOptions.config.controlCharactersCheckedIn ?? [];
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findControlCharacter(value, [part], skip);
      if (!found) continue;
      const field = found.path.replace(/^(body|querystring|params)\.?/, '') || found.path;
      throw badRequest(controlCharacterMessage(field, found.codePoint), [{ path: found.path, message: `contains a control character (${found.codePoint})` }]);
    }
  });
}
