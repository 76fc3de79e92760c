import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeBus } from './change-bus.ts';
import { COMPRESS_FROM_BYTES, flatHeaders, headsOf, sendAnswer, writeAnswer, type Heads } from './cached-answer.ts';

/** One public answer, serialized once, with its ETag and compressed forms. */
interface Entry {
  generation: number;
  expiresAt: number;
  status: number;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Addresses remembered for the fast path; beyond this the oldest are forgotten (they still work, through Fastify). */
const MAX_FAST_URLS = 2000;

type Loader = () => Promise<{ status: number; value: unknown }>;

/**
 * The read model of the public reads (issue 13): each answer is built from the database once,
 * serialized once and kept in memory until a change notice (any successful write, a poller cycle;
 * from any instance through the change bus) makes it stale. Reads then cost no SQL and no
 * serialization; `If-None-Match` answers 304; bodies over 1 KB go out gzip or brotli compressed.
 */
export function createReadCache(changes: ChangeBus) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;
  changes.subscribe(() => {
    generation += 1;
  });

  async function entry(key: string, load: Loader, ttlMs: number): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached;
    const inFlight = loading.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const promise = load()
      .then(({ status, value }) => {
        const body = Buffer.from(JSON.stringify(value));
        const made: Entry = {
          generation: started,
          expiresAt: Date.now() + ttlMs,
          status,
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        };
        if (body.length >= COMPRESS_FROM_BYTES) {
          made.gzip = gzipSync(body, { level: 6 });
          made.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        }
        // Only keep it when no change arrived while loading; otherwise the next read loads again.
        if (started === generation) entries.set(key, made);
        if (entries.size > 1000) entries.delete(entries.keys().next().value as string);
        return made;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  /**
   * Answers a request from the cached entry of `key` (loading it when stale). `ttlMs` bounds how
   * long an answer may live without a change notice (answers that depend on the clock, e.g. deadlines).
   */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: Loader,
    options: { ttlMs?: number; cacheControl?: string; personalWithCookie?: string } = {},
  ) {
    const { ttlMs = 60_000, cacheControl = 'no-cache', personalWithCookie } = options;
    const e = await entry(key, load, ttlMs);
    // An address without a query maps to one entry whatever the caller: the next reads of it may skip Fastify.
    if (request.method === 'GET' && !request.url.includes('?')) remember(request.url, key, cacheControl, personalWithCookie);
    reply.header('cache-control', cacheControl).header('etag', e.etag).header('vary', 'accept-encoding');
    if (e.status === 200 && request.headers['if-none-match'] === e.etag) return reply.code(304).send();
    reply.code(e.status);
    return sendAnswer(reply, e, request.headers['accept-encoding']);
  }

  /** `personalWithCookie`: a request carrying this cookie gets its own answer (a signed-in member's, D34): never the fast path. */
  const fastUrls = new Map<string, FastRoute>();
  function remember(url: string, key: string, cacheControl: string, personalWithCookie?: string) {
    if (fastUrls.has(url)) return;
    fastUrls.set(url, { key, cacheControl, personalWithCookie, heads: null });
    if (fastUrls.size > MAX_FAST_URLS) fastUrls.delete(fastUrls.keys().next().value as string);
  }

  /**
   * The fast path in front of Fastify (app.ts): a GET of an address `serve` answered before, whose
   * entry is still current, is written straight from memory with the same status, headers and bytes
   * Fastify would send (`fixedHeaders`: the security headers every answer carries). Public reads
   * depend on nothing of the request but these headers, so routing, hooks and serialization add
   * nothing. The header lists are built once per entry (issue 25: spreading the header object on
   * every answer made garbage and new hidden classes per request). Returns false, and writes
   * nothing, for anything else: Fastify answers it (and reloads a stale entry).
   */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse, fixedHeaders: Record<string, string>): boolean {
    if (req.method !== 'GET') return false;
    const route = fastUrls.get(req.url ?? '');
    if (!route) return false;
    if (route.personalWithCookie && hasCookie(req.headers.cookie, route.personalWithCookie)) return false;
    const e = entries.get(route.key);
    if (!e || e.generation !== generation || e.expiresAt <= Date.now()) return false;
    if (route.heads?.entry !== e) {
      const shared = [...flatHeaders(fixedHeaders), 'cache-control', route.cacheControl, 'etag', e.etag, 'vary', 'accept-encoding'];
      route.heads = { entry: e, ...headsOf(shared, e) };
    }
    if (e.status === 200 && req.headers['if-none-match'] === e.etag) {
      res.writeHead(304, route.heads.notModified).end();
      return true;
    }
    writeAnswer(res, e.status, e, route.heads, req.headers['accept-encoding']);
    return true;
  }

  return { serve, answerFromMemory, invalidate: () => changes.publish('*') };
}

/** An address the fast path answers, and the header lists of its current entry. */
interface FastRoute {
  key: string;
  cacheControl: string;
  personalWithCookie?: string;
  heads: (Heads & { entry: Entry }) | null;
}

const hasCookie = (header: string | undefined, name: string) => Boolean(header) && header!.split(';').some((part) => part.trim().startsWith(`${name}=`));

export type ReadCache = ReturnType<typeof createReadCache>;
