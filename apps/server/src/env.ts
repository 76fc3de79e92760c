import { isIP } from 'node:net';
import { z } from 'zod';
import { productionProblems } from './production-safety.ts';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const url = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .pipe(z.url({ message: 'must be a full URL such as https://example.com' }))
    .transform((value) => value.replace(/\/+$/, ''));

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** The configuration contract of ARCHITECTURE.md: names are fixed, defaults make `npm start` work. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number (0-65535)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  // Unset, it follows PORT (http://localhost:3000 by default), so `PORT=4000 npm start` signs in and logs the right address.
  PUBLIC_URL: z
    .string()
    .pipe(z.url({ message: 'must be a full URL such as https://example.com' }))
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .string()
    .default('file:./data/site.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), 'must start with file: (SQLite) or postgres://'),
  SESSION_SECRET: optional.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  DISCORD_GUILD_ID: optional,
  DISCORD_BOT_TOKEN: optional,
  /** The application's public key (D32): verifies interactions at /api/discord/interactions. */
  DISCORD_PUBLIC_KEY: optional.refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), 'must be the 64 hexadecimal characters of the application\'s public key (Developer Portal → General Information)'),
  DISCORD_ADMIN_ROLE_IDS: list,
  DISCORD_MANAGER_ROLE_IDS: list,
  DISCORD_REVIEWER_ROLE_IDS: list,
  DISCORD_STORE_ROLE_IDS: list,
  ADMIN_DISCORD_IDS: list,
  DISCORD_URL: url('https://discord.com'),
  DISCORD_INVITE_URL: url('https://discord.gg/creative-rp'),
  BATTLEMETRICS_API_URL: url('https://api.battlemetrics.com'),
  BATTLEMETRICS_TOKEN: optional,
  STEAM_API_URL: url('https://api.steampowered.com'),
  /** D33: Steam's OpenID 2.0 provider (linking accounts) and the Web API key (persona, Garry's Mod hours). */
  STEAM_OPENID_URL: url('https://steamcommunity.com/openid/login'),
  STEAM_API_KEY: optional,
  STORE_URL: url('https://store.creative-rp.example'),
  STORE_API_KEY: optional,
  POLL_INTERVAL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000, 'must be at least 1000').default(30000),
  OUTBOUND_ALLOW_PRIVATE: bool,
  NAVIGATION_OVERLAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(10000).default(1100),
  // How long a checked session is trusted from memory (modules/auth/session-cache.ts); default 3000, 0 under NODE_ENV=test.
  SESSION_CACHE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(10000).optional(),
  // D43 (a): a signed-in member's guild roles older than this are read again with the bot before a staff call,
  // a submit or the status call (modules/auth/fresh-roles.ts); 0 reads them at every such call.
  ROLE_MAX_AGE_S: z.coerce.number({ error: 'must be a whole number of seconds' }).int('must be a whole number of seconds').min(0, 'must be at least 0').max(86400, 'must be at most 86400').default(300),
  // Several instances share rate limits and change notices through Redis when it is set.
  REDIS_URL: optional.refine((v) => v === undefined || /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://'),
  // Which proxies may set X-Forwarded-*: 'loopback' (default), 'none', or a comma list of addresses, CIDRs and the
  // keywords loopback, linklocal, uniquelocal.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim() || 'loopback')
    .refine((v) => ['none', 'false'].includes(v) || v.split(',').every((part) => isProxyEntry(part.trim())), {
      message: "must be 'none', or a comma list of addresses, CIDRs or loopback/linklocal/uniquelocal",
    }),
  DEMO_MODE: bool,
  // D37: delivered deliveries drop their payload after this many days.
  DELIVERY_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(30),
  // Production refuses a TRUST_PROXY reaching beyond private networks unless this says it is meant (production-safety.ts).
  TRUST_PROXY_ALLOW_PUBLIC: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every variable the site reads (the names of the configuration contract); compose.yaml may name only these. */
export const envVariableNames: readonly string[] = Object.keys(envSchema.shape);

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const isLoopbackHost = (host: string): boolean => host === 'localhost' || host === '::1' || host.startsWith('127.');

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'TRUST_PROXY'> & {
  /** What Fastify's trustProxy receives: false, or the list of trusted proxy addresses. */
  TRUST_PROXY: false | string;
  PUBLIC_URL: string;
  /** No Discord application configured and not in production (D16). */
  demoMode: boolean;
  /**
   * D27: in demo mode an outside service is contacted only when its URL was set explicitly; with
   * the built-in default (a real address on the internet) it is never looked up. True = leave it alone.
   */
  demoOffline: { store: boolean; steam: boolean; battlemetrics: boolean; steamOpenid: boolean };
  sessionSecret: string;
};

export class EnvError extends Error {}

/** Parses the environment; throws one readable list of every problem (fail fast). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  // Checked on the raw values too, so one malformed variable does not hide the missing ones.
  if (source.NODE_ENV === 'production') {
    const required = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'SESSION_SECRET'] as const;
    for (const name of required) {
      if (!source[name]?.trim()) problems.push(`${name}: required when NODE_ENV=production`);
    }
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production') problems.push(...productionProblems(source, parsed.data));
  if (problems.length > 0 || !parsed.success) {
    throw new EnvError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const data = parsed.data;
  const discordConfigured = Boolean(data.DISCORD_CLIENT_ID && data.DISCORD_CLIENT_SECRET);
  // The demo sign-in lets anyone become admin: only on a loopback address unless DEMO_MODE=true says otherwise.
  const demoMode = data.NODE_ENV !== 'production' && !discordConfigured && (isLoopbackHost(data.HOST) || data.DEMO_MODE);
  if (!discordConfigured && data.NODE_ENV !== 'production' && !demoMode) {
    throw new EnvError(
      `Invalid configuration:\n  - DEMO_MODE: no Discord application is configured and HOST=${data.HOST} is reachable from other machines, ` +
        'where the demo sign-in would let anyone become admin. Configure DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET, ' +
        'listen on 127.0.0.1, or set DEMO_MODE=true to allow the demo on this address.',
    );
  }
  const sessionSecret = data.SESSION_SECRET ?? randomSecret();
  const unset = (name: string) => !source[name]?.trim();
  const demoOffline = {
    store: demoMode && unset('STORE_URL'),
    steam: demoMode && unset('STEAM_API_URL'),
    battlemetrics: demoMode && unset('BATTLEMETRICS_API_URL'),
    steamOpenid: demoMode && unset('STEAM_OPENID_URL'),
  };
  const trustProxy = ['none', 'false'].includes(data.TRUST_PROXY) ? false : data.TRUST_PROXY;
  return { ...data, TRUST_PROXY: trustProxy, PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`, demoMode, demoOffline, sessionSecret };
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}
