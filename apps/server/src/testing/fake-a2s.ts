import { randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface FakeA2sInfo {
  name: string;
  map: string;
  players: number;
  maxPlayers: number;
  bots?: number;
  folder?: string;
  game?: string;
}

/** How the fake game server behaves: a real one asks for a challenge first (since 2020). */
export type FakeA2sMode = 'challenge' | 'direct' | 'silent' | 'malformed' | 'truncated' | 'split' | 'endless-challenge';

export interface FakeA2s {
  host: string;
  port: number;
  address: string;
  info: FakeA2sInfo;
  mode: FakeA2sMode;
  /** Answer after this many ms (0 = at once). */
  delayMs: number;
  /** A2S_INFO requests received (with or without a challenge). */
  requests: number;
  close(): Promise<void>;
}

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const cstr = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);

export function infoPacket(info: FakeA2sInfo): Buffer {
  return Buffer.concat([
    HEADER,
    Buffer.from([0x49, 17]),
    cstr(info.name),
    cstr(info.map),
    cstr(info.folder ?? 'garrysmod'),
    cstr(info.game ?? 'Sandbox'),
    Buffer.from([4000 & 0xff, 4000 >> 8, info.players, info.maxPlayers, info.bots ?? 0, 'd'.charCodeAt(0), 'l'.charCodeAt(0), 0, 1]),
    cstr('2024.10.29'),
  ]);
}

/** A Source game server answering A2S_INFO on loopback UDP, with the S2C_CHALLENGE handshake. */
export async function startFakeA2s(info: FakeA2sInfo, mode: FakeA2sMode = 'challenge'): Promise<FakeA2s> {
  const socket = createSocket('udp4');
  const challenge = randomBytes(4);
  const query = Buffer.concat([HEADER, Buffer.from('TSource Engine Query\0', 'latin1')]);
  const state = { info: { ...info }, mode, delayMs: 0, requests: 0 };

  const reply = (packet: Buffer, to: RemoteInfo) => {
    const send = () => socket.send(packet, to.port, to.address);
    if (state.delayMs > 0) setTimeout(send, state.delayMs).unref();
    else send();
  };

  socket.on('message', (msg, from) => {
    if (msg.length < query.length || !msg.subarray(0, query.length).equals(query)) return;
    state.requests += 1;
    const given = msg.subarray(query.length, query.length + 4);
    const challengePacket = Buffer.concat([HEADER, Buffer.from([0x41]), state.mode === 'endless-challenge' ? randomBytes(4) : challenge]);
    switch (state.mode) {
      case 'silent':
        return;
      case 'malformed':
        return reply(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'), from);
      case 'truncated':
        return reply(infoPacket(state.info).subarray(0, 12), from);
      case 'split':
        return reply(Buffer.concat([Buffer.from([0xfe, 0xff, 0xff, 0xff]), randomBytes(12)]), from);
      case 'endless-challenge':
        return reply(challengePacket, from);
      case 'direct':
        return reply(infoPacket(state.info), from);
      case 'challenge':
        return reply(given.equals(challenge) ? infoPacket(state.info) : challengePacket, from);
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  const fake = {
    host: '127.0.0.1',
    port,
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  } as FakeA2s;
  for (const key of ['info', 'mode', 'delayMs', 'requests'] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v) => ((state as Record<string, unknown>)[key] = v), enumerable: true });
  }
  return fake;
}
