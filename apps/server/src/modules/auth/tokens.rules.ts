import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as keyed hashes: a leaked table does not give sessions away. */
export const hashToken = (secret: string, token: string): string => createHmac('sha256', secret).update(token).digest('base64url');

export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
