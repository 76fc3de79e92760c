/**
 * Bytes of the first load of each route (issue 13): Chromium opens the built site (demo mode) on
 * each route in a fresh context; every script and stylesheet it fetched is weighed as gzip -9.
 * Player routes must stay ≤ 130 KB of JS. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags, saveResults, startBuiltServer, table } from './lib.ts';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const routes: Array<{ path: string; as: 'visitor' | 'member' | 'admin' }> = [
  { path: '/', as: 'visitor' },
  { path: '/guidelines', as: 'visitor' },
  { path: '/login', as: 'visitor' },
  { path: '/applications', as: 'member' },
  { path: '/server-status', as: 'member' },
  { path: '/dashboard', as: 'member' },
  { path: '/my-responses', as: 'member' },
  { path: '/application-form/builder-application', as: 'member' },
  { path: '/server/1/mods', as: 'member' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/responses', as: 'admin' },
  { path: '/admin/applications', as: 'admin' },
  { path: '/admin/users', as: 'admin' },
];

const dir = mkdtempSync(join(tmpdir(), 'crp-bench-'));
const site = await startBuiltServer({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, NAVIGATION_OVERLAY_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags });
const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

try {
  const rows: Array<Record<string, string | number>> = [];
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: site.url });
    // BENCH_LOCALE=ru: the pages in that language (its catalogue is part of each first load; decision 0035).
    if (process.env.BENCH_LOCALE) await context.addCookies([{ name: 'locale', value: process.env.BENCH_LOCALE, url: site.url }]);
    if (route.as !== 'visitor') {
      const res = await context.request.post('/api/unified-auth/demo', { data: { role: route.as, redirect: route.path } });
      if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === site.url && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    // A server-rendered page loads its scripts once painted: count them once the page is live.
    // A rendered page starts its app at the visitor's first move (public/boot.js): move, as a person would.
    await page.mouse.move(2, 2);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const js = [...assets].filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gz(a), 0);
    const css = [...assets].filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gz(a), 0);
    // BENCH_FILES=1: each route's files and their gzip sizes, largest first (what to cut when a route nears its budget).
    if (process.env.BENCH_FILES)
      console.log(
        route.path,
        [...assets].map((a) => `${a.split('/').pop()} ${(gz(a) / 1024).toFixed(1)}`).sort((a, b) => +b.split(' ')[1]! - +a.split(' ')[1]!),
      );
    const player = !route.path.startsWith('/admin');
    rows.push({
      route: route.path,
      as: route.as,
      files: assets.size,
      'JS gzip KB': +(js / 1024).toFixed(1),
      'CSS gzip KB': +(css / 1024).toFixed(1),
      budget: player ? (js <= 130 * 1024 ? 'ok (≤ 130)' : 'OVER 130') : '—',
    });
    await context.close();
  }
  table(rows);
  saveResults(process.env.BENCH_LOCALE ? `firstLoad-${process.env.BENCH_LOCALE}` : 'firstLoad', rows);
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
