import type { LookupAddress } from 'node:dns';
import { lookup as realLookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  assertPublicHttpUrl,
  isPublicIp,
  parseIpv4Loose,
  publicOnlyLookup,
  resolvePublicAddress,
  type Resolver,
} from './outbound-address.ts';

/** A resolver that answers from a table and records every name asked; unknown names fail like DNS. */
function fakeResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    asked.push(host);
    const answers = table[host];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answers;
  };
  return { resolve, asked };
}

/** Tests never reach real DNS: any call to this fails the test. */
const noDns: Resolver = async (host) => {
  throw new Error(`unexpected DNS lookup of ${host}`);
};

const guard = { allowPrivate: false, resolve: noDns };

describe('parseIpv4Loose', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['10.0x10000', '10.1.0.0'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['0.0.0.0', '0.0.0.0'],
    ['4294967295', '255.255.255.255'],
    ['8.8.8.8.', '8.8.8.8'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['169.254.43518', '169.254.169.254'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseIpv4Loose(input)).toBe(expected);
  });

  it.each([
    '',
    'example.com',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.256.1.1',
    '4294967296',
    '08.1.1.1',
    '0x7g.0.0.1',
    '1..2',
    '.1.2.3',
    '127.0.0.1..',
    '1.2.3.65536',
    '-1',
    '1e3',
    '::1',
  ])('rejects %j', (input) => {
    expect(parseIpv4Loose(input)).toBeNull();
  });
});

describe('isPublicIp', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.10',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::127.0.0.1',
    'fe80::',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'fc00::',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:7f00:0001',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::192.168.0.1',
    '64:ff9b:1::1',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2001:db8::',
    '2001:db8:85a3::8a2e:370:7334',
    '2001::1',
    '3fff::1',
    '100::1',
    '4000::1',
    'not-an-ip',
    '',
  ])('%s is not public', (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.169.0.1',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });
});

describe('resolvePublicAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['100.64.0.1', '100.64.0.1'],
    ['169.254.169.254', '169.254.169.254'],
    ['224.0.0.1', '224.0.0.1'],
    ['240.0.0.1', '240.0.0.1'],
    ['255.255.255.255', '255.255.255.255'],
    ['198.18.0.1', '198.18.0.1'],
    ['192.0.0.1', '192.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['fe80::', 'fe80::'],
    ['fc00::', 'fc00::'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
    ['::ffff:7f00:1', '::ffff:7f00:1'],
    ['64:ff9b::10.0.0.1', '64:ff9b::10.0.0.1'],
    ['2001:db8::', '2001:db8::'],
  ])('refuses %s without asking DNS, naming the address it points to', async (host, shown) => {
    const err = await resolvePublicAddress(host, guard).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlockedAddressError);
    expect((err as BlockedAddressError).reason).toBe('private');
    expect((err as Error).message).toContain('That address points inside a private network');
    expect((err as Error).message).toContain(shown);
    expect((err as Error).message).toContain('OUTBOUND_ALLOW_PRIVATE');
  });

  it.each([
    'localhost',
    'localhost.',
    'LOCALHOST',
    'foo.localhost',
    'a.b.localhost.',
    'metadata.google.internal',
    'metadata.google.internal.',
    'printer.local',
    'router.home.arpa',
  ])('refuses the internal name %s before any lookup', async (host) => {
    const { resolve, asked } = fakeResolver({ [host]: ['8.8.8.8'] });
    await expect(resolvePublicAddress(host, { allowPrivate: false, resolve })).rejects.toThrow(/private network/);
    expect(asked).toEqual([]);
  });

  it('refuses a name that resolves to loopback', async () => {
    const { resolve, asked } = fakeResolver({ 'sneaky.example.com': ['127.0.0.1'] });
    await expect(resolvePublicAddress('sneaky.example.com', { allowPrivate: false, resolve })).rejects.toThrow(
      'That address points inside a private network: sneaky.example.com (127.0.0.1).',
    );
    expect(asked).toEqual(['sneaky.example.com']);
  });

  it('refuses a name when any one of its answers is private', async () => {
    const { resolve } = fakeResolver({ 'mixed.example.com': ['8.8.8.8', '10.0.0.5'], 'v6.example.com': ['2606:4700::1', '::ffff:127.0.0.1'] });
    await expect(resolvePublicAddress('mixed.example.com', { allowPrivate: false, resolve })).rejects.toThrow(/10\.0\.0\.5/);
    await expect(resolvePublicAddress('v6.example.com', { allowPrivate: false, resolve })).rejects.toThrow(/::ffff:127\.0\.0\.1/);
  });

  it('accepts a public address and a name whose answers are all public, returning the IP to connect to', async () => {
    const { resolve } = fakeResolver({ 'game.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    await expect(resolvePublicAddress('8.8.8.8', guard)).resolves.toBe('8.8.8.8');
    await expect(resolvePublicAddress('134744072', guard)).resolves.toBe('8.8.8.8');
    await expect(resolvePublicAddress('[2606:4700:4700::1111]', guard)).resolves.toBe('2606:4700:4700::1111');
    await expect(resolvePublicAddress('Game.Example.com.', { allowPrivate: false, resolve })).resolves.toBe('93.184.216.34');
  });

  it('explains a name that does not resolve, and text that is no address at all', async () => {
    const { resolve } = fakeResolver({});
    const missing = await resolvePublicAddress('nowhere.example.com', { allowPrivate: false, resolve }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(BlockedAddressError);
    expect((missing as BlockedAddressError).reason).toBe('unresolved');
    expect((missing as Error).message).toBe("The host name nowhere.example.com could not be found. Check the spelling, or enter the server's IP address.");
    for (const bad of ['', '   ', 'bad host', '999.1.1.1', 'a..b', '-x.example.com', 'x_/y', ':::1', '1:2:3']) {
      const err = await resolvePublicAddress(bad, guard).catch((e: unknown) => e);
      expect(err, bad).toBeInstanceOf(BlockedAddressError);
      expect((err as BlockedAddressError).reason, bad).toBe('invalid');
    }
  });

  it('lets everything through with OUTBOUND_ALLOW_PRIVATE, still answering an IP', async () => {
    const { resolve } = fakeResolver({ localhost: ['127.0.0.1'], 'metadata.google.internal': ['169.254.169.254'] });
    const open = { allowPrivate: true, resolve };
    await expect(resolvePublicAddress('127.1', open)).resolves.toBe('127.0.0.1');
    await expect(resolvePublicAddress('::1', open)).resolves.toBe('::1');
    await expect(resolvePublicAddress('localhost', open)).resolves.toBe('127.0.0.1');
    await expect(resolvePublicAddress('metadata.google.internal', open)).resolves.toBe('169.254.169.254');
  });
});

describe('assertPublicHttpUrl', () => {
  const { resolve } = fakeResolver({ 'hooks.example.com': ['93.184.216.34'], 'rebind.example.com': ['192.168.0.10'] });
  const opts = { allowPrivate: false, resolve };

  it('accepts an https URL on a public host', async () => {
    const url = await assertPublicHttpUrl('https://hooks.example.com/a?b=1', opts);
    expect(url.href).toBe('https://hooks.example.com/a?b=1');
  });

  it.each([
    ['http://hooks.example.com/', /must start with https:\/\//],
    ['ftp://hooks.example.com/', /must start with https:\/\//],
    ['not a url', /not a valid URL/],
    ['https://user:pw@hooks.example.com/', /user name or password/],
    ['https://127.0.0.1/', /private network/],
    ['https://2130706433/', /private network/],
    ['https://0x7f.0.0.1/', /private network/],
    ['https://127.1/', /private network/],
    ['https://[::1]/', /private network/],
    ['https://[::ffff:7f00:1]/', /private network/],
    ['https://localhost/', /private network/],
    ['https://foo.localhost/', /private network/],
    ['https://metadata.google.internal/computeMetadata/v1/', /private network/],
    ['https://169.254.169.254/latest/meta-data/', /private network/],
    ['https://rebind.example.com/', /private network/],
  ])('refuses %s', async (url, message) => {
    await expect(assertPublicHttpUrl(url, opts)).rejects.toThrow(message);
  });

  it('allows http and private hosts with the override', async () => {
    const url = await assertPublicHttpUrl('http://127.0.0.1:8080/hook', { allowPrivate: true, resolve });
    expect(url.port).toBe('8080');
  });
});

describe('publicOnlyLookup', () => {
  /** A dns.lookup stand-in answering from a table (never the network). */
  function tableLookup(table: Record<string, LookupAddress[]>): typeof realLookup {
    const fn = (hostname: string, _options: unknown, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => {
      const answers = table[hostname];
      if (!answers) callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
      else callback(null, answers);
    };
    return fn as unknown as typeof realLookup;
  }
  const lookup = tableLookup({
    'public.example.com': [{ address: '93.184.216.34', family: 4 }],
    'rebound.example.com': [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ],
  });
  const call = (fn: ReturnType<typeof publicOnlyLookup>, host: string, options: { all?: boolean } = {}) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      fn(host, options, (err, address, family) => resolve({ err, address, family })),
    );

  it('answers public addresses in both callback forms', async () => {
    const fn = publicOnlyLookup(false, lookup);
    await expect(call(fn, 'public.example.com')).resolves.toEqual({ err: null, address: '93.184.216.34', family: 4 });
    await expect(call(fn, 'public.example.com', { all: true })).resolves.toEqual({
      err: null,
      address: [{ address: '93.184.216.34', family: 4 }],
      family: undefined,
    });
  });

  it('refuses at connect time a name that now answers a private address, and internal names', async () => {
    const fn = publicOnlyLookup(false, lookup);
    const rebound = await call(fn, 'rebound.example.com');
    expect(rebound.err).toBeInstanceOf(BlockedAddressError);
    expect(rebound.err?.message).toContain('127.0.0.1');
    const local = await call(fn, 'localhost');
    expect(local.err).toBeInstanceOf(BlockedAddressError);
  });

  it('passes lookup errors through and lets private answers through with the override', async () => {
    await expect(call(publicOnlyLookup(false, lookup), 'missing.example.com')).resolves.toMatchObject({ err: { code: 'ENOTFOUND' } });
    await expect(call(publicOnlyLookup(true, lookup), 'rebound.example.com')).resolves.toEqual({ err: null, address: '93.184.216.34', family: 4 });
  });
});
