import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './site-process.ts';

/**
 * What the Dockerfile's run stage holds, without Docker: the built dist/ and a production-only
 * install (`npm ci --omit=dev --workspace apps/server`) in a fresh folder outside the repository,
 * so nothing can be found in the repository's own node_modules. The install is offline (npm's
 * cache) with install scripts off, so no packet leaves the machine; better-sqlite3's native addon,
 * which the image compiles in its deps stage, is taken from the repository's install.
 */
const root = fileURLToPath(new URL('../', import.meta.url));

describe('a production-only install (what the container runs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crp-prod-'));
  const children: Array<ReturnType<typeof spawn>> = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('installs without dev dependencies, migrates, starts in production and serves /api/health', async () => {
    expect(existsSync(join(root, 'apps/server/dist/server.js')), 'build first (npm test does)').toBe(true);
    for (const file of ['package.json', 'package-lock.json', 'packages/shared/package.json', 'apps/server/package.json', 'apps/web/package.json']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      copyFileSync(join(root, file), join(dir, file));
    }
    const install = spawnSync(
      'npm',
      ['ci', '--omit=dev', '--workspace', 'apps/server', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: dir, encoding: 'utf8', timeout: 45_000, env: { ...process.env, npm_config_update_notifier: 'false' } },
    );
    expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
    const installed = readdirSync(join(dir, 'node_modules'));
    // Production dependencies only: none of the build and test tools, none of the web app's.
    for (const dev of ['vitest', 'typescript', 'esbuild', 'tsx', 'vite', 'pino-pretty', 'react', 'eslint']) expect(installed).not.toContain(dev);
    for (const needed of ['fastify', 'better-sqlite3', 'kysely', 'pg']) expect(installed).toContain(needed);
    cpSync(join(root, 'node_modules/better-sqlite3/build'), join(dir, 'node_modules/better-sqlite3/build'), { recursive: true });
    cpSync(join(root, 'apps/server/dist'), join(dir, 'apps/server/dist'), { recursive: true });
    for (const script of ['backup.mjs', 'healthcheck.mjs']) {
      mkdirSync(join(dir, 'scripts'), { recursive: true });
      copyFileSync(join(root, 'scripts', script), join(dir, 'scripts', script));
    }

    // The image's environment (Dockerfile ENV), with the production settings an operator gives; every
    // outside service points at a closed loopback port, so nothing leaves the machine.
    const port = await freePort();
    const closed = `https://127.0.0.1:${await freePort()}`; // https: production refuses plain http upstreams (D43 i)
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'data', 'site.db')}`,
      PUBLIC_URL: 'https://rp.example.com',
      SESSION_SECRET: 'a-production-session-secret-of-forty-chars!',
      DISCORD_CLIENT_ID: '900000000000000001',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_URL: closed,
      STORE_URL: closed,
      STEAM_API_URL: closed,
      BATTLEMETRICS_API_URL: closed,
      STEAM_OPENID_URL: closed,
      LOG_LEVEL: 'warn',
    };
    const migrate = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], { cwd: dir, env, encoding: 'utf8', timeout: 20_000 });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/^Applied: 0001_foundation/);

    const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(server);
    let output = '';
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    const deadline = Date.now() + 20_000;
    let health: Response | null = null;
    while (!health) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (!health && Date.now() > deadline) throw new Error(`the server did not answer:\n${output}`);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    // The HEALTHCHECK command of the image answers healthy too.
    const check = spawnSync(process.execPath, ['scripts/healthcheck.mjs'], { cwd: dir, env: { PATH: env.PATH, PORT: String(port) }, timeout: 10_000 });
    expect(check.status).toBe(0);
    // And the backup command works from the installed folder.
    const backup = spawnSync(process.execPath, ['scripts/backup.mjs', join(dir, 'backup.db')], { cwd: dir, env, encoding: 'utf8', timeout: 20_000 });
    expect(backup.status, backup.stderr).toBe(0);

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Nothing reached the development tools' logger (pino-pretty is a dev dependency).
    expect(output).not.toMatch(/Cannot find (module|package)/);
  });
});
