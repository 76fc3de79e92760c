import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * What the two in-memory read models (read-cache.ts for public reads, personal-reads.ts for a
 * signed-in member's own) share: the answer's content type and the header lists the fast path in
 * front of Fastify writes. The lists are built once per answer and way of sending, as flat
 * [name, value, …] arrays `writeHead` takes as they are (issue 25: spreading a header object on
 * every answer made ~10 KB of garbage and new hidden classes per request, half the CPU of a read).
 */
export const JSON_TYPE = 'application/json; charset=utf-8';
/** JSON answers from this size on go out compressed (the kept ones, and @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/** The bytes of one answer in each encoding it is kept in. */
export interface AnswerBodies {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface Heads {
  /** A 304: the shared headers alone. */
  notModified: string[];
  identity: string[];
  gzip?: string[];
  br?: string[];
}

/** `shared`: every header but the body's own (type, encoding, length), already flat. */
export function headsOf(shared: string[], bodies: AnswerBodies): Heads {
  const sent = (body: Buffer, encoding?: string) => [
    ...shared,
    'content-type',
    JSON_TYPE,
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(body.length),
  ];
  return {
    notModified: shared,
    identity: sent(bodies.body),
    gzip: bodies.gzip && sent(bodies.gzip, 'gzip'),
    br: bodies.br && sent(bodies.br, 'br'),
  };
}

/** The security headers every answer carries, flat. */
export const flatHeaders = (headers: Record<string, string>): string[] => Object.entries(headers).flat();

/** Which kept encoding a request accepts: brotli first, then gzip, else the plain bytes. */
export function encodingFor(bodies: AnswerBodies, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (bodies.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (bodies.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Sends a kept answer through Fastify (the first read, or any read the fast path leaves), as JSON in the encoding the request accepts. */
export function sendAnswer(reply: FastifyReply, bodies: AnswerBodies, acceptEncoding: string | undefined): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = encodingFor(bodies, acceptEncoding);
  return encoding ? reply.header('content-encoding', encoding).send(bodies[encoding]) : reply.send(bodies.body);
}

/** Writes an answer with its prebuilt headers, in the encoding the request accepts. */
export function writeAnswer(res: ServerResponse, status: number, bodies: AnswerBodies, heads: Heads, acceptEncoding: string | undefined): void {
  const encoding = encodingFor(bodies, acceptEncoding);
  if (encoding === 'br') res.writeHead(status, heads.br!).end(bodies.br);
  else if (encoding === 'gzip') res.writeHead(status, heads.gzip!).end(bodies.gzip);
  else res.writeHead(status, heads.identity).end(bodies.body);
}
