import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { TIME_ZONE_COOKIE } from '@crp/shared/time-zone';
import type { Locale } from '@crp/shared/locales';
import { sanitizeRichText } from '../lib/rich-text.ts';

/** What apps/web/src/server-render.tsx exports (its build is loaded at start, decision 0024). */
interface RendererModule {
  setUp(server: { sanitize: (html: string) => string }): void;
  render(url: string, context: { fetch: (url: string, init: RequestInit) => Promise<Response>; timeZone: string | undefined; locale: Locale }): Promise<RenderedPage>;
}

export type RenderedPage = { html: string; state: string; title?: string; datesInUtc?: true; incomplete?: true } | { redirect: string };

export interface ServerRenderer {
  /** The page at `url` for the person whose cookie this is; null when it could not be rendered in time (then the browser renders it). */
  render(url: string, visitor: { cookie: string | undefined; remoteAddress: string; timeZone: string | undefined; locale?: Locale }): Promise<RenderedPage | null>;
}

/** A render that takes longer than this is dropped for the plain page: a slow call must not hold the first paint. */
export const RENDER_BUDGET_MS = 1_500;
const timeZoneCookie = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]{1,64})`);

const NO_BODY = new Set([204, 205, 304]);

export async function loadServerRenderer(app: FastifyInstance, entry: string, budgetMs = RENDER_BUDGET_MS): Promise<ServerRenderer | null> {
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as RendererModule;
  mod.setUp({ sanitize: sanitizeRichText });
  return {
    async render(url, visitor) {
      // The page's API calls go through the whole app (session, guards, schemas) without a socket.
      const fetchApi = async (path: string, init: RequestInit): Promise<Response> => {
        if (init.method && init.method !== 'GET') throw new Error(`A server render may only read (${init.method} ${path})`);
        const answer = await app.inject({
          method: 'GET',
          url: path,
          // The page's language for the calls' own texts (error messages): the one the page is rendered in.
          headers: { accept: 'application/json', 'accept-language': visitor.locale ?? 'en', ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
          remoteAddress: visitor.remoteAddress,
        });
        return new Response(NO_BODY.has(answer.statusCode) ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
      try {
        const rendered = mod.render(url, { fetch: fetchApi, timeZone: visitor.timeZone, locale: visitor.locale ?? 'en' });
        return await Promise.race([rendered, late]);
      } catch (err) {
        app.log.warn({ err, url }, 'server render failed; the browser renders the page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The browser's IANA zone from its cookie, when it names one this server knows. */
export function timeZoneOf(cookieHeader: string | undefined): string | undefined {
  const match = cookieHeader?.match(timeZoneCookie);
  if (!match?.[1]) return undefined;
  try {
    const zone = decodeURIComponent(match[1]);
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
