import { createSocket } from 'node:dgram';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingServer {
  url: string;
  /** Connections accepted so far (every one of them left waiting). */
  connections(): number;
  /** Requests received so far (passed-through ones not counted). */
  requests(): number;
  /** Requests held open right now: somebody is waiting on this server at this moment. */
  pending(): number;
  close(): Promise<void>;
}

export interface HangingOptions {
  /**
   * Requests `when` accepts are passed on to `to` and answered from there; every other request
   * hangs. For an upstream that is half down, e.g. Discord's sign-in answering while its bot API hangs.
   */
  forward?: { to: string; when(req: IncomingMessage): boolean };
}

/**
 * An upstream that is there but never answers (issue 14 "bad neighbours"): it accepts the
 * connection, reads the request and keeps it open until it is closed. Whatever calls it has to
 * give up on its own timeout.
 */
export async function startHangingServer(options: HangingOptions = {}): Promise<HangingServer> {
  let connections = 0;
  let requests = 0;
  const waiting = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const forward = options.forward;
    if (forward?.when(req)) {
      const target = new URL(req.url ?? '/', forward.to);
      const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    requests++;
    waiting.add(res);
    res.on('close', () => waiting.delete(res));
  });
  // Node's own limits would end a silent request after minutes; here it waits as long as the caller does.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: () => requests,
    pending: () => waiting.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SilentUdp {
  /** host:port of a game server that receives every query and answers none. */
  address: string;
  port: number;
  /** Datagrams received so far. */
  received(): number;
  close(): Promise<void>;
}

/** A game server address whose UDP socket is bound and ignores every packet (A2S waits for its timeout). */
export async function startSilentUdp(): Promise<SilentUdp> {
  let received = 0;
  const socket = createSocket('udp4');
  socket.on('message', () => received++);
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    port,
    received: () => received,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
