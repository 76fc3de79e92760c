import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** When the request arrived (Date.now()). */
  at: number;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** A tiny HTTP server on loopback for the fake outside services. */
export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const fakeReq: FakeRequest = {
      at: Date.now(),
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://fake'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(fakeReq);
    try {
      await handler(fakeReq, res);
    } catch (err) {
      if (!res.headersSent) sendJson(res, 500, { message: String(err) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
