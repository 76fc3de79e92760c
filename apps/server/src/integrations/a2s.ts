import { createSocket } from 'node:dgram';
import { isIP, isIPv6 } from 'node:net';
import { UpstreamError } from './http.ts';

/** What a Source engine game server says about itself (A2S_INFO). */
export interface A2sInfo {
  protocol: number;
  name: string;
  map: string;
  folder: string;
  game: string;
  appId: number;
  players: number;
  maxPlayers: number;
  bots: number;
  serverType: string;
  environment: string;
  passworded: boolean;
  vac: boolean;
  version: string;
}

/** A failed A2S query: silent ('timeout'), unreachable ('network'), nonsense ('invalid'), or not sent ('blocked'). */
const a2sError = (kind: 'timeout' | 'network' | 'invalid' | 'blocked', message: string) => new UpstreamError('a2s', kind, message);

const SIMPLE_HEADER = -1; // 0xFFFFFFFF: single packet
const SPLIT_HEADER = -2; // 0xFFFFFFFE: multi-packet (never needed for A2S_INFO)
const S2C_CHALLENGE = 0x41;
const S2A_INFO = 0x49;
const MAX_CHALLENGES = 3;

/** A2S_INFO request, with the challenge appended when the server asked for one. */
export function infoRequest(challenge?: Buffer): Buffer {
  const head = Buffer.from('\xFF\xFF\xFF\xFFTSource Engine Query\0', 'latin1');
  return challenge ? Buffer.concat([head, challenge]) : head;
}

/** Reads an S2A_INFO payload (after the 4-byte header); throws an UpstreamError of kind 'invalid' on any overrun. */
export function parseInfo(packet: Buffer): A2sInfo {
  let offset = 5; // header + type byte
  const need = (n: number) => {
    if (offset + n > packet.length) throw a2sError('invalid', 'The game server sent a truncated A2S_INFO answer');
  };
  const byte = () => {
    need(1);
    return packet.readUInt8(offset++);
  };
  const short = () => {
    need(2);
    const v = packet.readUInt16LE(offset);
    offset += 2;
    return v;
  };
  const string = () => {
    const end = packet.indexOf(0, offset);
    if (end === -1) throw a2sError('invalid', 'The game server sent a truncated A2S_INFO answer');
    const s = packet.toString('utf8', offset, end);
    offset = end + 1;
    return s;
  };
  const protocol = byte();
  const name = string();
  const map = string();
  const folder = string();
  const game = string();
  const appId = short();
  const players = byte();
  const maxPlayers = byte();
  const bots = byte();
  const serverType = String.fromCharCode(byte());
  const environment = String.fromCharCode(byte());
  const passworded = byte() === 1;
  const vac = byte() === 1;
  const version = string();
  return { protocol, name, map, folder, game, appId, players, maxPlayers, bots, serverType, environment, passworded, vac, version };
}

/** The stored error is shown to admins on the card: say what the socket error means for them. */
function unreachableMessage(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'The game server refused the query: nothing answers on that port (server down or wrong query port)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The game server address could not be resolved (check the host name)';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The game server could not be reached: no route to its network';
    default:
      return `The game server could not be reached (${err.message})`;
  }
}

export interface A2sConfig {
  timeoutMs?: number;
}

/** A small A2S client over UDP: A2S_INFO with the S2C_CHALLENGE handshake. */
export function createA2sClient(config: A2sConfig = {}) {
  const defaultTimeout = config.timeoutMs ?? 3000;

  return {
    queryInfo(host: string, port: number, timeoutMs = defaultTimeout): Promise<A2sInfo> {
      // Names are resolved and checked by the outbound guard before this call; the socket must not
      // resolve them again (the answer could differ from the checked one).
      if (!isIP(host)) return Promise.reject(a2sError('blocked', 'The game server address must be an IP address here (names are resolved and checked first)'));
      return new Promise<A2sInfo>((resolve, reject) => {
        const socket = createSocket(isIPv6(host) ? 'udp6' : 'udp4');
        let challenges = 0;
        let settled = false;
        const finish = (err: Error | null, info?: A2sInfo) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.close();
          if (err) reject(err);
          else resolve(info!);
        };
        const timer = setTimeout(() => finish(a2sError('timeout', `The game server did not answer within ${timeoutMs} ms`)), timeoutMs);
        // Never throws: a send on a socket that is closed (timed out) or not connected would throw
        // synchronously inside a socket callback and take the whole process down.
        const send = (packet: Buffer) => {
          if (settled) return;
          try {
            socket.send(packet, (err) => {
              if (err) finish(a2sError('network', unreachableMessage(err)));
            });
          } catch (err) {
            finish(a2sError('network', unreachableMessage(err as NodeJS.ErrnoException)));
          }
        };

        socket.on('error', (err) => finish(a2sError('network', unreachableMessage(err))));
        socket.on('message', (packet) => {
          try {
            if (packet.length < 5) throw a2sError('invalid', 'The game server sent a packet too short for A2S');
            const header = packet.readInt32LE(0);
            if (header === SPLIT_HEADER) throw a2sError('invalid', 'The game server sent a split A2S_INFO answer, which is not supported');
            if (header !== SIMPLE_HEADER) throw a2sError('invalid', 'The game server sent a packet that is not A2S');
            const type = packet.readUInt8(4);
            if (type === S2C_CHALLENGE) {
              if (packet.length < 9) throw a2sError('invalid', 'The game server sent a truncated challenge');
              challenges += 1;
              if (challenges > MAX_CHALLENGES) throw a2sError('invalid', 'The game server kept asking for a new challenge');
              send(infoRequest(packet.subarray(5, 9)));
              return;
            }
            if (type !== S2A_INFO) throw a2sError('invalid', `The game server answered with an unexpected A2S type 0x${type.toString(16)}`);
            finish(null, parseInfo(packet));
          } catch (err) {
            finish(err instanceof UpstreamError ? err : a2sError('invalid', `The game server sent an unreadable answer`));
          }
        });
        // connect() makes the kernel drop datagrams from anyone but the target (no spoofed answers).
        // A failed look-up of the host name comes back as this callback's error (not as an 'error' event).
        const connected = (err?: NodeJS.ErrnoException | null) => {
          if (err) finish(a2sError('network', unreachableMessage(err)));
          else send(infoRequest());
        };
        try {
          socket.connect(port, host, connected as () => void);
        } catch (err) {
          finish(a2sError('network', unreachableMessage(err as NodeJS.ErrnoException)));
        }
      });
    },
  };
}

export type A2sClient = ReturnType<typeof createA2sClient>;
