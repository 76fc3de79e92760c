import { randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * Demo mode's game servers (D27): a small Source query (A2S) server inside the process, one UDP
 * socket on 127.0.0.1 per sample server, so the demo shows servers online with live player counts
 * and history while no packet leaves the machine. The sample servers keep their advertised
 * (documentation-range) addresses in the database; the poller asks `target()` where to really send
 * the query, and only these exact addresses, in demo mode, are answered here.
 */

export interface DemoGameServerDefinition {
  /** The address shown on the card (TEST-NET-3, never contacted). */
  host: string;
  port: number;
  name: string;
  map: string;
  maxPlayers: number;
  /** Players at the evening peak; the count follows a daily curve around it. */
  peak: number;
}

const MINUTE = 60_000;

/** A small stable hash (FNV-1a) so the jitter is the same for every reader of one minute. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Players on a sample server at `at` (ms): quiet mornings, busy evenings (UTC), and a few players
 * coming and going every minute. The seeded history uses the same curve, so the chart is continuous.
 */
export function demoPlayerCount(def: DemoGameServerDefinition, at: number): number {
  const hour = (at / (60 * MINUTE)) % 24;
  const wave = (1 - Math.cos(((hour - 4) / 24) * 2 * Math.PI)) / 2;
  const jitter = (hash(`${def.port}:${Math.floor(at / MINUTE)}`) % 7) - 3;
  return Math.max(0, Math.min(def.maxPlayers, Math.round(def.peak * (0.15 + 0.85 * wave)) + jitter));
}

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const INFO_QUERY = Buffer.concat([HEADER, Buffer.from('TSource Engine Query\0', 'latin1')]);
const A2S_PLAYER = 0x55;
const S2C_CHALLENGE = 0x41;
const S2A_INFO = 0x49;
const S2A_PLAYER = 0x44;
const cstr = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);

const PLAYER_NAMES = ['Alex', 'Sam', 'Mika', 'Jordan', 'Rin', 'Kai', 'Noor', 'Luca', 'Ivy', 'Theo', 'Zoe', 'Finn', 'Mara', 'Otto', 'Lena', 'Yuki'];

function infoAnswer(def: DemoGameServerDefinition, players: number): Buffer {
  return Buffer.concat([
    HEADER,
    Buffer.from([S2A_INFO, 17]),
    cstr(def.name),
    cstr(def.map),
    cstr('garrysmod'),
    cstr('Sandbox'),
    Buffer.from([4000 & 0xff, 4000 >> 8, players, def.maxPlayers, 0, 'd'.charCodeAt(0), 'l'.charCodeAt(0), 0, 1]),
    cstr('2024.10.29'),
  ]);
}

function playerAnswer(def: DemoGameServerDefinition, players: number, at: number): Buffer {
  const entries = Array.from({ length: players }, (_, i) => {
    const score = Buffer.alloc(8);
    score.writeInt32LE(hash(`${def.port}:${i}:score`) % 200, 0);
    score.writeFloatLE(((hash(`${def.port}:${i}`) % 7200) + ((at / 1000) % 600)) | 0, 4);
    return Buffer.concat([Buffer.from([i]), cstr(`${PLAYER_NAMES[i % PLAYER_NAMES.length]}${i >= PLAYER_NAMES.length ? i : ''}`), score]);
  });
  return Buffer.concat([HEADER, Buffer.from([S2A_PLAYER, players]), ...entries]);
}

interface Running {
  def: DemoGameServerDefinition;
  socket: Socket;
  port: number;
}

/** Answers A2S_INFO and A2S_PLAYER as a real server does since 2020: a challenge first, then the answer. */
function answer(def: DemoGameServerDefinition, challenge: Buffer, msg: Buffer, now: () => number): Buffer | null {
  if (msg.length < 5 || !msg.subarray(0, 4).equals(HEADER)) return null;
  const challengeReply = Buffer.concat([HEADER, Buffer.from([S2C_CHALLENGE]), challenge]);
  if (msg.length >= INFO_QUERY.length && msg.subarray(0, INFO_QUERY.length).equals(INFO_QUERY)) {
    const given = msg.subarray(INFO_QUERY.length, INFO_QUERY.length + 4);
    if (!given.equals(challenge)) return challengeReply;
    const at = now();
    return infoAnswer(def, demoPlayerCount(def, at));
  }
  if (msg[4] === A2S_PLAYER && msg.length >= 9) {
    if (!msg.subarray(5, 9).equals(challenge)) return challengeReply;
    const at = now();
    return playerAnswer(def, demoPlayerCount(def, at), at);
  }
  return null;
}

export interface DemoGameServers {
  /** Where the query for a sample server's advertised address really goes (loopback), or null when it is not one. */
  target(host: string, port: number): Promise<{ host: string; port: number } | null>;
  /** True for the advertised address of a sample server (no BattleMetrics, no guard: it is ours). */
  isDemoAddress(host: string | null, port: number | null): boolean;
  /** Queries answered so far, per advertised address (for tests and the log). */
  readonly answered: number;
  close(): Promise<void>;
}

/**
 * The simulated game servers; the sockets are bound on first use and never keep the process alive.
 * `now` is injectable so tests can move the clock.
 */
export function createDemoGameServers(definitions: DemoGameServerDefinition[], now: () => number = Date.now): DemoGameServers {
  const key = (host: string, port: number) => `${host.toLowerCase()}:${port}`;
  const byAddress = new Map(definitions.map((def) => [key(def.host, def.port), def]));
  let started: Promise<Map<string, Running>> | null = null;
  let answered = 0;

  async function startOne(def: DemoGameServerDefinition): Promise<Running> {
    const socket = createSocket('udp4');
    // A new challenge every start: a stale one from an earlier run is answered with a fresh challenge.
    const challenge = randomBytes(4);
    socket.on('message', (msg: Buffer, from: RemoteInfo) => {
      const reply = answer(def, challenge, msg, now);
      if (!reply) return;
      answered += 1;
      socket.send(reply, from.port, from.address);
    });
    socket.on('error', () => {
      /* a send to a client that went away: nothing to do */
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => {
        socket.off('error', reject);
        resolve();
      });
    });
    socket.unref();
    return { def, socket, port: (socket.address() as AddressInfo).port };
  }

  function start(): Promise<Map<string, Running>> {
    started ??= Promise.all(definitions.map(startOne)).then((list) => new Map(list.map((r) => [key(r.def.host, r.def.port), r])));
    return started;
  }

  return {
    async target(host, port) {
      if (!byAddress.has(key(host, port))) return null;
      const running = (await start()).get(key(host, port))!;
      return { host: '127.0.0.1', port: running.port };
    },
    isDemoAddress(host, port) {
      return host !== null && port !== null && byAddress.has(key(host, port));
    },
    get answered() {
      return answered;
    },
    async close() {
      if (!started) return;
      const running = await started.catch(() => new Map<string, Running>());
      started = null;
      await Promise.all([...running.values()].map((r) => new Promise<void>((resolve) => r.socket.close(() => resolve()))));
    },
  };
}
