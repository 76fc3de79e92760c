import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingServer {
  url: string;
  /** Connections accepted so far (every one of them left waiting). */
  connections(): number;
  /** Requests received so far. */
  requests(): number;
  close(): Promise<void>;
}

/**
 * An upstream that is there but never answers (issue 14 "bad neighbours"): it accepts the
 * connection, reads the request and keeps it open until it is closed. Whatever calls it has to
 * give up on its own timeout.
 */
export async function startHangingServer(): Promise<HangingServer> {
  let connections = 0;
  let requests = 0;
  const waiting = new Set<ServerResponse>();
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
