import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createA2sClient } from '../../integrations/a2s.ts';
import { UpstreamError } from '../../integrations/http.ts';
import { startFakeA2s, type FakeA2s } from '../../testing/fake-a2s.ts';

describe('A2S_INFO client against a fake game server on loopback UDP', () => {
  let game: FakeA2s;
  const a2s = createA2sClient({ timeoutMs: 400 });
  const info = { name: 'Creative RP | Build', map: 'gm_construct', players: 17, maxPlayers: 64 };

  beforeAll(async () => {
    game = await startFakeA2s(info);
  });
  afterAll(() => game.close());

  it('answers the S2C_CHALLENGE and reads name, map and players', async () => {
    game.mode = 'challenge';
    const before = game.requests;
    const result = await a2s.queryInfo(game.host, game.port);
    expect(result).toMatchObject({ name: 'Creative RP | Build', map: 'gm_construct', folder: 'garrysmod', players: 17, maxPlayers: 64, appId: 4000 });
    expect(game.requests - before).toBe(2); // the first request is answered by a challenge
  });

  it('also reads servers that answer without a challenge', async () => {
    game.mode = 'direct';
    await expect(a2s.queryInfo(game.host, game.port)).resolves.toMatchObject({ players: 17 });
  });

  it.each([
    ['silent', 'timeout', /did not answer within 400 ms/],
    ['malformed', 'invalid', /not A2S/],
    ['truncated', 'invalid', /truncated/],
    ['split', 'invalid', /split/],
    ['endless-challenge', 'invalid', /kept asking/],
  ] as const)('a game server that is %s fails with %s', async (mode, kind, message) => {
    game.mode = mode;
    const err = await a2s.queryInfo(game.host, game.port).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ kind, service: 'a2s' });
    expect((err as Error).message).toMatch(message);
  });

  it('never resolves a host name itself: the poller passes the IP the outbound guard checked', async () => {
    const err = await a2s.queryInfo('no-such-host.invalid', 27015).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'blocked', message: 'The game server address must be an IP address here (names are resolved and checked first)' });
  });

  it('an answer slower than the timeout counts as no answer', async () => {
    game.mode = 'direct';
    game.delayMs = 600;
    await expect(a2s.queryInfo(game.host, game.port)).rejects.toMatchObject({ kind: 'timeout' });
    game.delayMs = 0;
  });

  it('a closed port fails fast or times out, never hangs', async () => {
    const probe = createSocket('udp4');
    await new Promise<void>((r) => probe.bind(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const started = Date.now();
    const err = await a2s.queryInfo('127.0.0.1', port).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBeLessThan(2000);
    // Loopback answers ICMP port-unreachable at once: the admin reads what that means.
    expect((err as Error).message).toBe('The game server refused the query: nothing answers on that port (server down or wrong query port)');
  });
});
