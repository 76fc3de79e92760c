import http from 'node:http';
import https from 'node:https';
import { UpstreamError } from '../../../integrations/http.ts';
import { assertPublicHttpUrl, BlockedAddressError, publicOnlyLookup } from '../../../lib/outbound-address.ts';

/**
 * One POST to an address an admin typed (D24): the address is checked before (every notation of
 * a private address, names resolving inside) and again when connecting (DNS rebinding); https only
 * unless OUTBOUND_ALLOW_PRIVATE; redirects are not followed; 10 s for the whole exchange; at most
 * 64 KB of the answer is read.
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;

export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer, cut at 64 KB. */
  body: string;
}

/** The request got no answer: a refused address (kind 'blocked'), no connection, no answer in time. */
export class WebhookTransportError extends UpstreamError {
  constructor(kind: 'blocked' | 'network' | 'timeout', message: string) {
    super('webhook', kind, message);
    this.name = 'WebhookTransportError';
  }
}

export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostResult> {
  let target: URL;
  try {
    // Also catches IP literals, for which Node never calls the lookup below.
    target = await assertPublicHttpUrl(url, { allowPrivate: options.allowPrivate });
  } catch (err) {
    if (err instanceof BlockedAddressError) throw new WebhookTransportError('blocked', `Address refused: ${err.message}`);
    throw err;
  }
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'CreativeRP-Webhooks/1.0', ...headers },
        lookup: publicOnlyLookup(options.allowPrivate),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish(() => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('data', (chunk: Buffer) => {
          const room = WEBHOOK_MAX_ANSWER_BYTES - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // Enough read: the rest of a large answer is not our business.
          if (size >= WEBHOOK_MAX_ANSWER_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', () => done());
      },
    );
    const timer = setTimeout(() => {
      finish(() => reject(new WebhookTransportError('timeout', `No answer within ${timeoutMs / 1000} s.`)));
      request.destroy();
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof BlockedAddressError || err.code === 'EBLOCKED') {
        finish(() => reject(new WebhookTransportError('blocked', `Address refused: ${err.message}`)));
      } else {
        finish(() => reject(new WebhookTransportError('network', `Could not connect (${err.code ?? err.message}).`)));
      }
    });
    request.end(body);
  });
}
