import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('configuration', () => {
  it('works with no variables at all (demo mode, SQLite)', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATABASE_URL: 'file:./data/site.db', demoMode: true, POLL_INTERVAL_MS: 30000 });
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without Discord settings and a session secret, naming each', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (err) {
      expect((err as Error).message).toContain('DISCORD_CLIENT_ID: required when NODE_ENV=production');
      expect((err as Error).message).toContain('DISCORD_CLIENT_SECRET: required when NODE_ENV=production');
      expect((err as Error).message).toContain('SESSION_SECRET: required when NODE_ENV=production');
    }
  });

  it('lists every malformed value at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', STORE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*STORE_URL/);
  });

  it('checks DISCORD_PUBLIC_KEY is the 64 hexadecimal characters of a public key (D32)', () => {
    expect(loadEnv({ DISCORD_PUBLIC_KEY: 'ab'.repeat(32) }).DISCORD_PUBLIC_KEY).toBe('ab'.repeat(32));
    expect(() => loadEnv({ DISCORD_PUBLIC_KEY: 'not-a-key' })).toThrow(/DISCORD_PUBLIC_KEY[\s\S]*64 hexadecimal/);
    expect(() => loadEnv({ DISCORD_PUBLIC_KEY: 'ab'.repeat(31) })).toThrow(/DISCORD_PUBLIC_KEY/);
  });

  it('names the missing production settings even when another value is malformed', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PORT: 'abc' })).toThrow(
      /PORT: must be a port number \(0-65535\)[\s\S]*DISCORD_CLIENT_ID: required[\s\S]*DISCORD_CLIENT_SECRET: required[\s\S]*SESSION_SECRET: required/,
    );
  });

  it('derives PUBLIC_URL from PORT unless it is set', () => {
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '3999' }).PUBLIC_URL).toBe('http://localhost:3999');
    expect(loadEnv({ PORT: '3999', PUBLIC_URL: 'https://rp.example/' }).PUBLIC_URL).toBe('https://rp.example');
    expect(() => loadEnv({ PUBLIC_URL: 'rp.example' })).toThrow(/PUBLIC_URL: must be a full URL/);
  });

  it('is not in demo mode once a Discord application is configured', () => {
    expect(loadEnv({ DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's' }).demoMode).toBe(false);
  });

  it('demo mode leaves every outside service with a built-in default alone unless its URL is set (D27)', () => {
    expect(loadEnv({}).demoOffline).toEqual({ store: true, steam: true, battlemetrics: true, steamOpenid: true });
    expect(loadEnv({ STORE_URL: 'https://shop.example', STEAM_API_URL: 'http://127.0.0.1:9' }).demoOffline).toEqual({
      store: false,
      steam: false,
      battlemetrics: true,
      steamOpenid: true,
    });
    const configured = { DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret' };
    expect(loadEnv(configured).demoOffline).toEqual({ store: false, steam: false, battlemetrics: false, steamOpenid: false });
  });
});

describe('production safety', () => {
  const safe = {
    NODE_ENV: 'production',
    DISCORD_CLIENT_ID: 'id',
    DISCORD_CLIENT_SECRET: 'secret',
    SESSION_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://rp.example',
  };
  const problemsOf = (vars: Record<string, string>) => {
    try {
      loadEnv(vars);
      return '';
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      return (err as Error).message;
    }
  };

  it('starts with a safe configuration; DELIVERY_RETENTION_DAYS defaults to 30 and is validated', () => {
    const env = loadEnv({ ...safe, TRUST_PROXY: '10.0.0.0/8,172.18.0.1,uniquelocal,fd00::/8' });
    expect(env.DELIVERY_RETENTION_DAYS).toBe(30);
    expect(loadEnv({ ...safe, DELIVERY_RETENTION_DAYS: '7' }).DELIVERY_RETENTION_DAYS).toBe(7);
    expect(problemsOf({ DELIVERY_RETENTION_DAYS: '0' })).toContain('DELIVERY_RETENTION_DAYS: must be at least 1');
    expect(problemsOf({ DELIVERY_RETENTION_DAYS: 'a month' })).toContain('DELIVERY_RETENTION_DAYS: must be a whole number of days');
  });

  it('refuses a PUBLIC_URL that is missing or not https, naming the line', () => {
    const { PUBLIC_URL: _, ...noUrl } = safe;
    expect(problemsOf(noUrl)).toContain('PUBLIC_URL: required when NODE_ENV=production');
    expect(problemsOf({ ...safe, PUBLIC_URL: 'http://rp.example' })).toContain('PUBLIC_URL=http://rp.example: must be an https:// address');
  });

  it('refuses DEMO_MODE on', () => {
    expect(problemsOf({ ...safe, DEMO_MODE: 'true' })).toContain('DEMO_MODE=true: demo sign-in lets anyone become admin');
    expect(problemsOf({ ...safe, DEMO_MODE: 'false' })).toBe('');
  });

  it('refuses a TRUST_PROXY wider than private networks unless TRUST_PROXY_ALLOW_PUBLIC=true says so', () => {
    expect(problemsOf({ ...safe, TRUST_PROXY: '0.0.0.0/0' })).toContain('TRUST_PROXY=0.0.0.0/0: 0.0.0.0/0 reaches beyond private networks');
    expect(problemsOf({ ...safe, TRUST_PROXY: '10.0.0.0/7' })).toContain('TRUST_PROXY=10.0.0.0/7');
    expect(problemsOf({ ...safe, TRUST_PROXY: 'loopback,203.0.113.7' })).toContain('203.0.113.7 reaches beyond private networks');
    expect(problemsOf({ ...safe, TRUST_PROXY: '::/0' })).toContain('TRUST_PROXY_ALLOW_PUBLIC=true');
    expect(problemsOf({ ...safe, TRUST_PROXY: '203.0.113.7', TRUST_PROXY_ALLOW_PUBLIC: 'true' })).toBe('');
    // Outside production nothing of this applies.
    expect(loadEnv({ TRUST_PROXY: '0.0.0.0/0', PUBLIC_URL: 'http://localhost:3000' }).TRUST_PROXY).toBe('0.0.0.0/0');
  });

  it('refuses OUTBOUND_ALLOW_PRIVATE on and a plain-http upstream, naming the variable (D43 i)', () => {
    expect(problemsOf({ ...safe, OUTBOUND_ALLOW_PRIVATE: 'true' })).toContain('OUTBOUND_ALLOW_PRIVATE=true: lets webhooks reach private addresses');
    expect(problemsOf({ ...safe, OUTBOUND_ALLOW_PRIVATE: 'false' })).toBe('');
    for (const name of ['DISCORD_URL', 'STEAM_OPENID_URL', 'STEAM_API_URL', 'STORE_URL', 'BATTLEMETRICS_API_URL']) {
      expect(problemsOf({ ...safe, [name]: 'http://upstream.example' })).toContain(`${name}=http://upstream.example: must be an https:// address`);
      expect(problemsOf({ ...safe, [name]: 'https://upstream.example' })).toBe('');
    }
    // Outside production the fakes of the tests live on plain-http loopback.
    expect(loadEnv({ OUTBOUND_ALLOW_PRIVATE: 'true', DISCORD_URL: 'http://127.0.0.1:9' }).DISCORD_URL).toBe('http://127.0.0.1:9');
  });

  it('lists every unsafe line at once', () => {
    expect(problemsOf({ ...safe, PUBLIC_URL: 'http://rp.example', DEMO_MODE: '1', TRUST_PROXY: '0.0.0.0/0' })).toMatch(
      /PUBLIC_URL[\s\S]*DEMO_MODE[\s\S]*TRUST_PROXY/,
    );
  });
});
