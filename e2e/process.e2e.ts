import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startSite } from './site-process.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));

describe('the server process (as an operator runs it)', () => {
  it('refuses to start in production without Discord settings and a session secret, naming each', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'crp-')), 'x.db')}` },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    for (const name of ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'SESSION_SECRET']) expect(result.stderr).toContain(name);
  });

  it('migrates a fresh SQLite database, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crp-proc-'));
    const site = await startSite('proc', { DATABASE_URL: `file:${join(dir, 'nested', 'site.db')}`, LOG_LEVEL: 'info' });
    const health = await fetch(`${site.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const html = await fetch(`${site.url}/dashboard`);
    expect(html.headers.get('content-type')).toContain('text/html');
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
    site.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(site.output()).toContain('shutting down');
  });
});
