import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The one outbound address guard (D24, #14): every address a user can type (game servers, webhook
 * URLs) goes through here, checked after name resolution, so nothing the site contacts on someone's
 * behalf points inside a private network. `OUTBOUND_ALLOW_PRIVATE=true` is the only override.
 */

/** Why an address was refused: it points inside, it is not an address at all, or its name has no address. */
export type BlockedReason = 'private' | 'invalid' | 'unresolved';

/** An address the site will not contact; `message` is written for the admin who typed it. */
export class BlockedAddressError extends Error {
  readonly reason: BlockedReason;
  constructor(message: string, reason: BlockedReason = 'private') {
    super(message);
    this.name = 'BlockedAddressError';
    this.reason = reason;
  }
}

/** Resolves a host name to every address it has (injectable so tests never ask real DNS). */
export type Resolver = (host: string) => Promise<string[]>;

export interface GuardOptions {
  allowPrivate: boolean;
  /** Name resolution; defaults to the system resolver (`dns.lookup`, every answer). */
  resolve?: Resolver;
}

const OVERRIDE_HINT = 'OUTBOUND_ALLOW_PRIVATE=true lifts this check, for local development only.';

// ---------------------------------------------------------------------------------------------
// IPv4

/**
 * Reads an IPv4 address in any notation `inet_aton` and browsers accept — decimal `2130706433`,
 * octal `0177.0.0.1`, hex `0x7f.0.0.1` / `0x7f000001`, short `127.1` / `10.1` — and returns it dotted
 * (`127.0.0.1`), or null when the text is not an IPv4 address. One trailing dot is allowed.
 */
export function parseIpv4Loose(host: string): string | null {
  let text = host.trim().toLowerCase();
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return null;
  const parts = text.split('.');
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Part(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  for (const n of numbers) if (n > 255) return null;
  // The last part fills every byte the earlier parts did not give.
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

function parseIpv4Part(part: string): number | null {
  if (part === '') return null;
  let digits = part;
  let radix = 10;
  if (/^0x/.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === '') return 0; // "0x" is zero to browsers
    if (!/^[0-9a-f]+$/.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(digits)) {
    return null;
  }
  const value = parseInt(digits, radix);
  // Beyond 32 bits no part can be valid; also keeps precision exact.
  if (!Number.isSafeInteger(value) || value > 0xffffffff) return null;
  return value;
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const V4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

const V4_RANGES = V4_NOT_PUBLIC.map(([base, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { net: (ipv4ToNumber(base) & mask) >>> 0, mask };
});

function isPublicIpv4(ip: string): boolean {
  const n = ipv4ToNumber(ip);
  return !V4_RANGES.some(({ net, mask }) => (n & mask) >>> 0 === net);
}

// ---------------------------------------------------------------------------------------------
// IPv6

/** 16 bytes of an IPv6 address (zone id dropped), or null when it is not one. */
function parseIpv6(text: string): number[] | null {
  let ip = text;
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (!isIPv6(ip)) return null;
  const lastColon = ip.lastIndexOf(':');
  const maybeV4 = ip.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    // A trailing dotted IPv4 part is two groups: "::ffff:127.0.0.1" is "::ffff:7f00:1".
    if (!isIPv4(maybeV4)) return null;
    const n = ipv4ToNumber(maybeV4);
    ip = `${ip.slice(0, lastColon + 1)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  let groups: number[];
  const double = ip.indexOf('::');
  if (double !== -1) {
    const head = ip.slice(0, double).split(':').filter(Boolean);
    const rest = ip
      .slice(double + 2)
      .split(':')
      .filter(Boolean);
    const fill = 8 - head.length - rest.length;
    if (fill < 0) return null;
    groups = [...head.map(hex16), ...Array<number>(fill).fill(0), ...rest.map(hex16)];
  } else {
    groups = ip.split(':').map(hex16);
  }
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g))) return null;
  return groups.flatMap((g) => [g >> 8, g & 255]);
}

function hex16(group: string): number {
  return /^[0-9a-fA-F]{1,4}$/.test(group) ? parseInt(group, 16) : NaN;
}

function prefixMatches(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if (((bytes[byte]! >> bit) & 1) !== (((prefix[byte] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

function embeddedV4(bytes: number[], at: number): string {
  return bytes.slice(at, at + 4).join('.');
}

const V6_NOT_PUBLIC: [number[], number][] = [
  [[0x00], 8], // ::/8 reserved: unspecified, loopback, IPv4-compatible
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // 100::/64 discard-only
  [[0x20, 0x01, 0x00], 23], // 2001::/23 IETF protocol assignments (Teredo, ORCHID, ...)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32 documentation
  [[0x3f, 0xff], 20], // 3fff::/20 documentation
  [[0x5f, 0x00], 16], // 5f00::/16 SRv6 SIDs
  [[0xfc], 7], // fc00::/7 unique local
  [[0xfe, 0x80], 10], // fe80::/10 link-local
  [[0xfe, 0xc0], 10], // fec0::/10 site-local (deprecated)
  [[0xff], 8], // ff00::/8 multicast
];

function isPublicIpv6(bytes: number[]): boolean {
  // Addresses that carry an IPv4 address are as public as that address.
  if (prefixMatches(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return isPublicIpv4(embeddedV4(bytes, 12)); // ::ffff:a.b.c.d
  if (prefixMatches(bytes, [0x00, 0x64, 0xff, 0x9b], 96)) return isPublicIpv4(embeddedV4(bytes, 12)); // 64:ff9b::/96 NAT64
  if (prefixMatches(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return false; // 64:ff9b:1::/48 local NAT64
  if (prefixMatches(bytes, [0x20, 0x02], 16)) return isPublicIpv4(embeddedV4(bytes, 2)); // 2002::/16 6to4
  if (V6_NOT_PUBLIC.some(([prefix, bits]) => prefixMatches(bytes, prefix, bits))) return false;
  // Only 2000::/3 is allocated global unicast; everything else is unassigned.
  return prefixMatches(bytes, [0x20], 3);
}

// ---------------------------------------------------------------------------------------------

/**
 * True only for an address on the public internet. Loopback, private, link-local, CGNAT/shared,
 * multicast, reserved, unspecified, benchmarking and documentation ranges are not public, in IPv4,
 * IPv6 and IPv4-in-IPv6 (mapped, NAT64, 6to4) forms. Anything that is not an IP literal is not public.
 */
export function isPublicIp(ip: string): boolean {
  const text = ip.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(text)) return isPublicIpv4(text);
  const bytes = parseIpv6(text);
  return bytes !== null && isPublicIpv6(bytes);
}

/** Names that always mean "this machine" or "this provider's network", whatever DNS says. */
function isInternalName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === 'internal' ||
    name.endsWith('.internal') ||
    name.endsWith('.local') ||
    name === 'local' ||
    name.endsWith('.home.arpa') ||
    name.endsWith('.in-addr.arpa') ||
    name.endsWith('.ip6.arpa')
  );
}

const HOST_LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

function privateMessage(host: string, ip?: string): string {
  const shown = ip && ip !== host ? `${host} (${ip})` : host;
  return `That address points inside a private network: ${shown}. Use the public IP address or host name the outside world reaches it by. ${OVERRIDE_HINT}`;
}

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => {
      if (err) reject(err);
      else resolve(addresses.map((a) => a.address));
    });
  });

/**
 * Turns what an admin typed into one IP address the site may contact: IP literals in any notation
 * are read as browsers read them, names are resolved and EVERY answer must be public (a name with one
 * private answer is refused). Connect to the returned IP, never re-resolve the name.
 */
export async function resolvePublicAddress(host: string, opts: GuardOptions): Promise<string> {
  let text = host.trim().toLowerCase();
  const bracketed = /^\[(.*)\]$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  if (text === '') throw new BlockedAddressError('The address is empty. Enter an IP address or host name.', 'invalid');

  if (text.includes(':')) {
    const bytes = parseIpv6(text);
    if (!bytes) throw new BlockedAddressError(`"${host.trim()}" is not a valid IP address or host name.`, 'invalid');
    const ip = text.replace(/%.*$/, '');
    if (!opts.allowPrivate && !isPublicIpv6(bytes)) throw new BlockedAddressError(privateMessage(host.trim(), ip));
    return ip;
  }

  const v4 = parseIpv4Loose(text);
  if (v4) {
    if (!opts.allowPrivate && !isPublicIpv4(v4)) throw new BlockedAddressError(privateMessage(host.trim(), v4));
    return v4;
  }

  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = name.split('.');
  // A name ending in a number is a broken IPv4 address to browsers (e.g. 999.1.1.1): never ask DNS.
  if (labels.some((l) => !HOST_LABEL.test(l)) || /^(0x[0-9a-f]*|[0-9]+)$/.test(labels.at(-1)!)) {
    throw new BlockedAddressError(`"${host.trim()}" is not a valid IP address or host name.`, 'invalid');
  }
  if (!opts.allowPrivate && isInternalName(name)) throw new BlockedAddressError(privateMessage(host.trim()));

  let answers: string[];
  try {
    answers = await (opts.resolve ?? systemResolver)(name);
  } catch {
    answers = [];
  }
  if (answers.length === 0) {
    throw new BlockedAddressError(`The host name ${name} could not be found. Check the spelling, or enter the server's IP address.`, 'unresolved');
  }
  if (!opts.allowPrivate) {
    const inside = answers.find((a) => !isPublicIp(a));
    if (inside) throw new BlockedAddressError(privateMessage(name, inside));
  }
  return answers[0]!;
}

/**
 * Checks a URL someone typed (a webhook, an API base): https only (http too with the override), no
 * credentials in it, and a host that resolves to public addresses only. Returns the parsed URL; pass
 * `publicOnlyLookup` to the request too, so a name that changes its answer later is refused then.
 */
export async function assertPublicHttpUrl(url: string, opts: GuardOptions): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BlockedAddressError('That is not a valid URL. Enter a full address such as https://example.com/hook.', 'invalid');
  }
  const allowed = opts.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(parsed.protocol)) {
    throw new BlockedAddressError(`The URL must start with https:// (it starts with ${parsed.protocol}//).`, 'invalid');
  }
  if (parsed.username || parsed.password) {
    throw new BlockedAddressError('The URL must not contain a user name or password.', 'invalid');
  }
  await resolvePublicAddress(parsed.hostname, opts);
  return parsed;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type LookupFunction = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A `dns.lookup` for `http(s).request({ lookup })` / `net.connect({ lookup })` that refuses a
 * private answer at connect time, so a name that turned private after the check (DNS rebinding)
 * is never reached. `lookup` is injectable for tests.
 */
export function publicOnlyLookup(allowPrivate: boolean, lookup: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    const opts = typeof options === 'number' ? { family: options } : (options ?? {});
    const name = hostname.toLowerCase().replace(/\.$/, '');
    if (!allowPrivate && isInternalName(name)) {
      callback(new BlockedAddressError(privateMessage(hostname)) as NodeJS.ErrnoException, opts.all ? [] : '');
      return;
    }
    lookup(hostname, { ...opts, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, opts.all ? [] : '');
      const inside = addresses.find((a) => !isPublicIp(a.address));
      if (!allowPrivate && inside) {
        const blocked = new BlockedAddressError(privateMessage(hostname, inside.address)) as NodeJS.ErrnoException;
        blocked.code = 'EBLOCKED';
        return callback(blocked, opts.all ? [] : '');
      }
      if (opts.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/** The outbound guard's options for this process: OUTBOUND_ALLOW_PRIVATE is the only override. */
export function outboundGuard(ctx: { env: { OUTBOUND_ALLOW_PRIVATE: boolean }; clients: { dns: { lookup: Resolver } } }): GuardOptions {
  return { allowPrivate: ctx.env.OUTBOUND_ALLOW_PRIVATE, resolve: (host) => ctx.clients.dns.lookup(host) };
}
