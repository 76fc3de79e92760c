import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** Interactions older (or newer) than this are refused as replays (Discord's own clients allow seconds). */
export const MAX_CLOCK_SKEW_S = 5 * 60;

export function publicKeyFromHex(hex: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

/**
 * Discord's request signature (D32): Ed25519 over `X-Signature-Timestamp` + the raw body, exactly
 * the bytes received. False for a missing, malformed or wrong signature and for a timestamp
 * outside MAX_CLOCK_SKEW_S (an old request replayed).
 */
export function isValidInteraction(key: KeyObject, signature: string | undefined, timestamp: string | undefined, rawBody: Buffer, nowMs = Date.now()): boolean {
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) return false;
  try {
    return verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), rawBody]), key, Buffer.from(signature, 'hex'));
  } catch {
    return false;
  }
}
