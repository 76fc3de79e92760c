import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageIsLive } from './browser.ts';
import { startSite, type SiteProcess } from './site-process.ts';

/**
 * D27 / #8 item 8: the demo stays on the machine. The built server runs in demo mode exactly as a
 * newcomer starts it (nothing configured but a database), with an observer preloaded that records
 * every outbound address the process uses: name look-ups, TCP connects (fetch included) and UDP
 * sends. Over poll cycles, an admin's refreshes and page loads of home, server status, mods and the
 * store sections, every one of them must be loopback — and the sample servers must show online.
 */
const observer = fileURLToPath(new URL('./outbound-observer.mjs', import.meta.url));

interface Entry {
  kind: string;
  host: string;
  port: number | null;
  loopback: boolean;
}
const readLog = (file: string): Entry[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);

describe('the outbound observer', () => {
  it('sees look-ups, TCP (fetch too) and UDP, and refuses anything that is not loopback', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crp-observer-'));
    const log = join(dir, 'outbound.log');
    writeFileSync(log, '');
    // 0.0.0.0 as a destination stays on this machine (Linux), so the refusal is tested without risk.
    const script = `
      import dgram from 'node:dgram'; import dns from 'node:dns'; import http from 'node:http'; import net from 'node:net';
      const server = http.createServer((_q, s) => s.end('ok')).listen(0, '127.0.0.1', async () => {
        const { port } = server.address();
        await dns.promises.lookup('localhost');
        await (await fetch('http://127.0.0.1:' + port + '/')).text();
        const u = dgram.createSocket('udp4'); await new Promise((r) => u.send(Buffer.from('x'), port, '127.0.0.1', r)); u.close();
        const refused = [];
        for (const attempt of [() => net.connect(port, '0.0.0.0').on('error', () => {}), () => dns.lookup('example.com', () => {}), () => dgram.createSocket('udp4').send(Buffer.from('x'), 9, '0.0.0.0')]) {
          try { attempt(); } catch (e) { refused.push(e.message); }
        }
        console.log(JSON.stringify(refused));
        server.close();
      });`;
    const result = spawnSync(process.execPath, ['--import', observer, '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', OUTBOUND_LOG: log },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([
      expect.stringMatching(/refused tcp to 0\.0\.0\.0/),
      expect.stringMatching(/refused dns\.lookup to example\.com/),
      expect.stringMatching(/refused udp\.send to 0\.0\.0\.0/),
    ]);
    const kinds = readLog(log).map((e) => `${e.kind} ${e.host} ${e.loopback}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'dns.promises.lookup localhost true',
        'tcp 127.0.0.1 true',
        'udp.send 127.0.0.1 true',
        'tcp 0.0.0.0 false',
        'dns.lookup example.com false',
        'udp.send 0.0.0.0 false',
      ]),
    );
  });
});

describe('demo mode with nothing configured (D27)', () => {
  let site: SiteProcess;
  let browser: Browser;
  let log: string;
  let started: number;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crp-demo-offline-'));
    log = join(dir, 'outbound.log');
    writeFileSync(log, '');
    started = Date.now();
    // No Discord, no store, no Steam, no BattleMetrics, no OUTBOUND_ALLOW_PRIVATE: the defaults a newcomer gets.
    site = await startSite(
      'demo-offline',
      { DATABASE_URL: `file:${join(dir, 'demo.db')}`, POLL_INTERVAL_MS: '1000', OUTBOUND_LOG: log },
      { nodeArgs: ['--import', observer] },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows the sample servers online from the simulated game servers, and every outbound address is loopback', async () => {
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // What the pages themselves ask for: the demo's browser must not reach outside either (an avatar
    // on Discord's CDN, a font, a script). The launch flags refuse to resolve outside names; this
    // records the attempts.
    const browserRequests: string[] = [];
    context.on('request', (request) => browserRequests.push(request.url()));

    // A few poll cycles of the status poller (every second here).
    await expect
      .poll(
        async () => {
          const servers = (await (await fetch(`${site.url}/api/servers`)).json()) as Array<{ isOnline: boolean; lastUpdated: string | null }>;
          return servers.length === 2 && servers.every((s) => s.isOnline && s.lastUpdated !== null && Date.parse(s.lastUpdated) > started + 1500);
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);

    // Home (server widget, featured store products), sign-in as the demo admin, server status, mods, dashboard (orders).
    // Each page is made live (its app started, as a visitor's first move does) so what the app asks for is seen too.
    await page.goto('/');
    await pageIsLive(page);
    await page.waitForLoadState('networkidle');
    await page.goto('/login?returnTo=%2Fserver-status');
    await pageIsLive(page);
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    await page.getByRole('button', { name: 'Sign in as demo admin' }).click();
    await page.waitForURL((url) => url.pathname === '/server-status');
    await pageIsLive(page);
    const main = page.getByTestId('server-card').filter({ has: page.getByRole('heading', { name: 'Creative RP | Main', exact: true }) });
    await main.getByText('Online', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto('/server/1/mods');
    await pageIsLive(page);
    await page.getByText('Wiremod').first().waitFor();
    await page.getByRole('button', { name: 'Refresh' }).click(); // an admin's refresh: still no Steam
    await page.waitForLoadState('networkidle');
    const statuses: Record<string, number> = { refresh: (await page.request.post('/api/servers/admin/1/refresh')).status() };
    for (const path of ['/api/store/products', '/api/store/featured', '/api/store/user-stats']) statuses[path] = (await page.request.get(path)).status();
    await page.goto('/dashboard');
    await pageIsLive(page);
    await page.waitForLoadState('networkidle');
    await page.goto('/admin/responses');
    await pageIsLive(page);
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(browserRequests.length).toBeGreaterThan(20);
    expect(browserRequests.filter((url) => !/^(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/.test(url))).toEqual([]);

    const entries = readLog(log);
    // The observer works: the poller's A2S queries reached the simulator on loopback.
    expect(entries.filter((e) => e.kind === 'udp.send' && e.host === '127.0.0.1').length).toBeGreaterThanOrEqual(4);
    expect(entries.filter((e) => !e.loopback)).toEqual([]);
    expect(site.output()).not.toMatch(/outbound-observer: refused/);
    // ...and the answers were the real ones, not failures the observer caused.
    expect(statuses).toEqual({ refresh: 200, '/api/store/products': 200, '/api/store/featured': 200, '/api/store/user-stats': 200 });
  });
});
