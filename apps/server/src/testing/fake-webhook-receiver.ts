import { startFakeServer, type FakeRequest, type FakeServer } from './fake-http.ts';

/** One scripted answer of the receiver. */
export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow receiver). */
  delayMs?: number;
  /** Never answers (a hanging receiver); the connection stays open until the test closes it. */
  hang?: boolean;
  /** Sends this many bytes of body (a receiver that answers too much). */
  bodyBytes?: number;
}

export interface FakeWebhookReceiver extends FakeServer {
  /** The requests that reached the receiver's hook path, oldest first. */
  hooks(): FakeRequest[];
  /** Answers the next requests with these, in order; afterwards 200 '{"ok":true}'. */
  script(...answers: ReceiverAnswer[]): void;
  /** The address of the hook path. */
  hookUrl(path?: string): string;
}

/**
 * A webhook receiver on loopback (a team's bot or automation): records every request with its
 * headers and body, and answers as scripted: failures, slow or hanging answers, huge bodies.
 */
export async function startFakeWebhookReceiver(): Promise<FakeWebhookReceiver> {
  const queue: ReceiverAnswer[] = [];
  const server = await startFakeServer(async (_req, res) => {
    const answer = queue.shift() ?? { status: 200, body: '{"ok":true}' };
    if (answer.hang) return; // keep the socket open; close() ends it
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    if (answer.bodyBytes) {
      const chunk = Buffer.alloc(16 * 1024, 'x');
      for (let sent = 0; sent < answer.bodyBytes && !res.destroyed; sent += chunk.length) res.write(chunk);
      res.end();
      return;
    }
    res.end(answer.body ?? '');
  });
  return Object.assign(server, {
    hooks: () => server.requests.filter((r) => r.url.pathname.startsWith('/hooks/')),
    script: (...answers: ReceiverAnswer[]) => {
      queue.push(...answers);
    },
    hookUrl: (path = 'form') => `${server.url}/hooks/${path}`,
  });
}
