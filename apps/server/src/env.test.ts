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

  it('is not in demo mode once a Discord application is configured', () => {
    expect(loadEnv({ DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's' }).demoMode).toBe(false);
  });
});
