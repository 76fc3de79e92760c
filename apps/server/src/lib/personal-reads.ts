import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { concernsMembers, type ChangeBus } from './change-bus.ts';
import { COMPRESS_FROM_BYTES, flatHeaders, headsOf, sendAnswer, writeAnswer, type AnswerBodies, type Heads } from './cached-answer.ts';

/**
 * A signed-in member's own reads kept in memory for a few seconds (issue 25): the status call, my
 * applications, the forms with their eligibility, the recent store orders, a reviewer's list pages. An answer is keyed
 * by its address and the session that read it, serialized once by the route's own serializer, and
 * answered again, before Fastify, to the same session while it is current. It is current for
 * `ttlMs` (the session cache's time, SESSION_CACHE_MS) and until the next change notice: every
 * successful write on any instance, a sign-in or sign-out, account deletion, a role refresh drops
 * every kept answer at once, as it drops the cached sessions. The fast path only answers a session
 * the session cache holds (checked, not dropped, not expired), so a signed-out or unknown cookie
 * always goes through Fastify and its guards. With ttlMs 0 nothing is kept, but answers are
 * serialized and sent the same way.
 */
interface Entry extends AnswerBodies {
  until: number;
  cacheControl: string;
  size: number;
  heads?: Heads;
}

export interface PersonalReadLimits {
  /** Answers kept at most; the oldest go first. */
  entries: number;
  /** Bytes kept at most (plain and compressed forms together). */
  bytes: number;
}

export function createPersonalReads(changes: ChangeBus, ttlMs: number, limits: PersonalReadLimits = { entries: 5000, bytes: 32 * 2 ** 20 }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  changes.subscribe((topic) => {
    if (!concernsMembers(topic)) return;
    generation++;
    entries.clear();
    bytes = 0;
  });

  const keyOf = (url: string, sessionHash: string) => `${sessionHash} ${url}`;

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.until <= Date.now()) {
      entries.delete(key);
      bytes -= entry.size;
      return undefined;
    }
    return entry;
  }

  function keep(key: string, entry: Entry) {
    entries.set(key, entry);
    bytes += entry.size;
    while (entries.size > limits.entries || bytes > limits.bytes) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      entries.delete(oldestKey);
      bytes -= oldest.size;
    }
  }

  /**
   * Bodies over 1 KB go out compressed, as @fastify/compress would send them, in the encoding the
   * first reader accepts (browsers all accept both; a later reader that does not gets the plain bytes).
   */
  function made(json: string, cacheControl: string, acceptEncoding: string | undefined): Entry {
    const body = Buffer.from(json);
    const entry: Entry = { body, until: Date.now() + ttlMs, cacheControl, size: body.length };
    if (body.length >= COMPRESS_FROM_BYTES && acceptEncoding) {
      if (/\bbr\b/.test(acceptEncoding)) entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      else if (/\bgzip\b/.test(acceptEncoding)) entry.gzip = gzipSync(body, { level: 6 });
      entry.size += (entry.br ?? entry.gzip)?.length ?? 0;
    }
    return entry;
  }

  /**
   * Answers a GET with `load`'s value, serialized by the route's response schema (what Fastify would
   * send), from memory when this session read the same address in the last seconds. Only for
   * answers that depend on nothing but the address and the signed-in session.
   */
  async function serve(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>, options: { cacheControl?: string } = {}) {
    const { cacheControl = 'private, no-store' } = options;
    const key = ttlMs > 0 && request.method === 'GET' && request.sessionHash ? keyOf(request.url, request.sessionHash) : null;
    let entry = key ? current(key) : undefined;
    if (!entry) {
      const started = generation;
      const value = await load();
      entry = made(reply.serialize(value) as string, cacheControl, request.headers['accept-encoding']);
      // Kept only when no change arrived while loading: else the next read loads again.
      if (key && started === generation) keep(key, entry);
    }
    reply.header('cache-control', entry.cacheControl).header('vary', 'accept-encoding');
    return sendAnswer(reply, entry, request.headers['accept-encoding']);
  }

  /**
   * The fast path in front of Fastify (app.ts): a GET whose session the session cache holds
   * (`sessionHashOf` reads it from the cookie header, no hashing, no database) and whose answer
   * this session read in the last seconds is written from memory with the headers Fastify sent.
   * Returns false, writing nothing, otherwise.
   */
  function answerFromMemory(
    req: IncomingMessage,
    res: ServerResponse,
    fixedHeaders: Record<string, string>,
    sessionHashOf: (cookieHeader: string) => string | null,
  ): boolean {
    if (entries.size === 0 || req.method !== 'GET' || !req.headers.cookie) return false;
    const sessionHash = sessionHashOf(req.headers.cookie);
    if (!sessionHash) return false;
    const entry = current(keyOf(req.url ?? '', sessionHash));
    if (!entry) return false;
    entry.heads ??= headsOf([...flatHeaders(fixedHeaders), 'cache-control', entry.cacheControl, 'vary', 'accept-encoding'], entry);
    writeAnswer(res, 200, entry, entry.heads, req.headers['accept-encoding']);
    return true;
  }

  return { serve, answerFromMemory, size: () => entries.size, bytes: () => bytes };
}

export type PersonalReads = ReturnType<typeof createPersonalReads>;
