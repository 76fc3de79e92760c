import { randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: 'whsec_' + base64 of 32 random bytes (the key is the decoded bytes). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The HMAC key of a secret: the base64-decoded part after 'whsec_' (Standard Webhooks). */
export function webhookSigningKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}
