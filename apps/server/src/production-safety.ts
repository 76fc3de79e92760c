import { BlockList, isIP } from 'node:net';

/**
 * What production refuses to start with, each problem naming the line of the configuration to
 * fix. Sign-in cookies and OAuth need https; a proxy trusted from the whole internet lets anyone
 * choose their own client address (rate limits, logs); demo mode lets anyone sign in as admin.
 */

/** Private networks: what 'loopback', 'linklocal' and 'uniquelocal' name, and RFC 1918. */
const privateRanges: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];
const keywords = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True when the TRUST_PROXY entry (keyword, address or CIDR) lies entirely inside a private network. */
export function isPrivateProxyEntry(entry: string): boolean {
  if (keywords.has(entry)) return true;
  const [address = '', bitsText] = entry.split('/');
  const family = isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;
  if (!family) return false;
  const bits = bitsText === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bitsText);
  return privateRanges.some(([net, prefix, f]) => {
    if (f !== family || bits < prefix) return false;
    const list = new BlockList();
    list.addSubnet(net, prefix, f);
    return list.check(address, f);
  });
}

/** The outside services the site calls with members' data or its secrets: https only in production (D43 i). */
const UPSTREAM_URLS = ['DISCORD_URL', 'STEAM_OPENID_URL', 'STEAM_API_URL', 'STORE_URL', 'BATTLEMETRICS_API_URL'] as const;

interface ParsedForSafety extends Record<(typeof UPSTREAM_URLS)[number], string> {
  OUTBOUND_ALLOW_PRIVATE: boolean;
  PUBLIC_URL?: string;
  TRUST_PROXY: string;
  TRUST_PROXY_ALLOW_PUBLIC: boolean;
  DEMO_MODE: boolean;
}

/** The unsafe settings of a production configuration, one readable line each (empty when safe). */
export function productionProblems(source: Record<string, string | undefined>, env: ParsedForSafety): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) {
    problems.push("PUBLIC_URL: required when NODE_ENV=production: the site's https:// address, e.g. PUBLIC_URL=https://rp.example.com");
  } else if (!env.PUBLIC_URL.startsWith('https://')) {
    problems.push(`PUBLIC_URL=${source.PUBLIC_URL}: must be an https:// address when NODE_ENV=production (sign-in cookies are Secure)`);
  }
  if (env.DEMO_MODE) {
    problems.push(`DEMO_MODE=${source.DEMO_MODE}: demo sign-in lets anyone become admin; remove this line when NODE_ENV=production`);
  }
  const wide = ['none', 'false'].includes(env.TRUST_PROXY)
    ? []
    : env.TRUST_PROXY.split(',')
        .map((p) => p.trim())
        .filter((p) => !isPrivateProxyEntry(p));
  if (wide.length > 0 && !env.TRUST_PROXY_ALLOW_PUBLIC) {
    problems.push(
      `TRUST_PROXY=${source.TRUST_PROXY}: ${wide.join(', ')} reaches beyond private networks, so those addresses could set any client address. ` +
        'List only your proxies, or add TRUST_PROXY_ALLOW_PUBLIC=true if they really are public (a CDN).',
    );
  }
  if (env.OUTBOUND_ALLOW_PRIVATE) {
    problems.push(
      `OUTBOUND_ALLOW_PRIVATE=${source.OUTBOUND_ALLOW_PRIVATE}: lets webhooks reach private addresses and plain http (a door into your network); it is for tests only, remove this line when NODE_ENV=production`,
    );
  }
  for (const name of UPSTREAM_URLS) {
    if (!env[name].startsWith('https://')) problems.push(`${name}=${source[name]}: must be an https:// address when NODE_ENV=production (tokens and members' data travel on it)`);
  }
  return problems;
}
