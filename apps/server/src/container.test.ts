import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { envVariableNames, loadEnv } from './env.ts';

/** Images cannot be built on these machines: these check what the container files say against what the site reads and runs. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }> | string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  ports?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const siteServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

/** Compose's ${VAR:-default} / ${VAR:?message} / ${VAR}, as an operator's .env would fill them. */
const interpolate = (value: string, vars: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::?[-?]([^}]*))?\}/g, (_, name: string, fallback = '') => vars[name] ?? (/^set /.test(fallback) ? '' : fallback));

describe('compose.yaml', () => {
  it('has the README layout: PostgreSQL, Redis, a one-off migration, two instances after it, a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'migrate', 'proxy', 'redis']);
    expect(siteServices.map(([name]) => name).sort()).toEqual(['app1', 'app2', 'migrate']);
    expect(compose.services.migrate!.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    for (const app of ['app1', 'app2']) {
      expect(compose.services[app]!.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
      expect(compose.services[app]!.command).toBeUndefined(); // the image's CMD: node apps/server/dist/server.js
    }
    expect(read('Caddyfile')).toMatch(/reverse_proxy app1:3000 app2:3000/);
  });

  it('names only variables the site reads (apps/server/src/env.ts)', () => {
    for (const [name, service] of siteServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((v) => !envVariableNames.includes(v));
      expect(unknown, `${name} names variables the site never reads`).toEqual([]);
    }
    // The image's own settings too.
    const dockerEnv = [...read('Dockerfile').matchAll(/^ENV ((?:.|\\\n)*?)(?<!\\)$/gm)].flatMap((m) => [...m[1]!.matchAll(/(\w+)=/g)].map((v) => v[1]!));
    expect(dockerEnv.length).toBeGreaterThan(0);
    expect(dockerEnv.filter((v) => !envVariableNames.includes(v))).toEqual([]);
  });

  it('is a configuration production accepts (https, the proxy alone trusted, no demo) once the secrets are filled in', () => {
    const secrets = { SESSION_SECRET: 'x'.repeat(48), POSTGRES_PASSWORD: 'pw', DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's' };
    const image = { HOST: '0.0.0.0', PORT: '3000' };
    for (const [, service] of siteServices) {
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v ?? ''), secrets)]));
      const parsed = loadEnv({ ...image, ...env });
      expect(parsed).toMatchObject({ NODE_ENV: 'production', demoMode: false, TRUST_PROXY: '172.30.0.10', DATABASE_URL: 'postgres://site:pw@db:5432/site' });
    }
    expect(compose.services.proxy!.networks).toMatchObject({ site: { ipv4_address: '172.30.0.10' } });
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds with dev dependencies, runs with production ones only, as a non-root user, with a health check and a data volume', () => {
    expect([...dockerfile.matchAll(/^FROM /gm)].length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runStage).not.toMatch(/npm ci(?! --omit=dev)|g\+\+/);
    expect(runStage).toMatch(/^USER node$/m);
    expect(runStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(runStage).toMatch(/DATABASE_URL=file:\/data\/site\.db/);
    expect(runStage).toMatch(/^HEALTHCHECK .*CMD \["node", "scripts\/healthcheck\.mjs"\]$/m);
    expect(runStage).toMatch(/^CMD \["node", "apps\/server\/dist\/server\.js"\]$/m);
    // The built site and its page renderer (without it pages would go out unrendered).
    expect(runStage).toMatch(/^COPY --from=build \/app\/apps\/web\/dist apps\/web\/dist$/m);
    expect(runStage).toMatch(/^COPY --from=build \/app\/apps\/web\/dist-ssr apps\/web\/dist-ssr$/m);
  });
});
