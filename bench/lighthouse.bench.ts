/**
 * Lighthouse (issue 13 "Pages"): the performance category on the mobile preset (simulated slow 4G
 * and a 4× slower CPU, Lighthouse's defaults) for the player routes the issue names, on the built
 * site in demo mode, with Debian's Chromium. Targets (issue 25): performance ≥ 0.98 and CLS 0 on the
 * public and member routes, ≥ 0.95 on the dashboard and the admin's response list, signed in.
 * Member and admin routes are measured signed in (a demo member's or admin's session cookie). Nothing leaves the machine:
 * the site and its demo data are on loopback, and Chromium runs without background networking.
 * Each run starts its own Chromium, as the Lighthouse command line does: nothing a run leaves in
 * the browser (caches, a warm renderer, cookies the site wrote) reaches the next.
 * Run: `npm run bench -- lighthouse` (builds first) or `npx tsx bench/lighthouse.bench.ts` after a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags, saveResults, startBuiltServer, table } from './lib.ts';

const routes: Array<{ path: string; as: 'visitor' | 'member' | 'admin'; target: number }> = [
  { path: '/', as: 'visitor', target: 0.98 },
  { path: '/guidelines', as: 'visitor', target: 0.98 },
  { path: '/login', as: 'visitor', target: 0.98 },
  { path: '/applications', as: 'member', target: 0.98 },
  { path: '/server-status', as: 'member', target: 0.98 },
  { path: '/dashboard', as: 'member', target: 0.95 },
  { path: '/admin/responses', as: 'admin', target: 0.95 },
];
/** Each route is measured this many times and the median run kept (Lighthouse's own advice). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const dir = mkdtempSync(join(tmpdir(), 'crp-bench-lh-'));
const site = await startBuiltServer({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij' });

try {
  const cookiesOf = async (role: 'member' | 'admin') => {
    const signIn = await fetch(`${site.url}/api/unified-auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role, redirect: '/dashboard' }),
    });
    return signIn.headers.getSetCookie().map((c) => {
      const [name = '', value = ''] = c.split(';')[0]!.split('=');
      return { name, value, url: site.url };
    });
  };
  const cookies = { member: await cookiesOf('member'), admin: await cookiesOf('admin') };
  await new Promise((r) => setTimeout(r, 2000)); // the first poller cycle fills the servers list

  const rows: Array<Record<string, string | number>> = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...chromiumFlags] });
      // A failed run still closes its Chromium (else it outlives the bench).
      let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
      try {
        // The session goes into the browser's cookie jar, as after a real sign-in (a Cookie header set by
        // Lighthouse would lose to the jar's own cookies, e.g. the time-zone cookie the site writes).
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        if (route.as !== 'visitor') await cdp.contexts()[0]!.addCookies(cookies[route.as]);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, up to 3 times.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${site.url}${route.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${route.path}: ${lhr.runtimeError.message}`);
          console.log(`${route.path}: ${lhr.runtimeError.code}, measuring again`);
        }
        await cdp.close();
      } finally {
        chrome.kill();
      }
      if (lhr.finalDisplayedUrl !== `${site.url}${route.path}`) throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: lhr.categories.performance?.score ?? 0,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)]!;
    rows.push({
      route: route.path,
      as: route.as,
      performance: median.score,
      'FCP ms': Math.round(median.fcp),
      'LCP ms': Math.round(median.lcp),
      'TBT ms': Math.round(median.tbt),
      CLS: +median.cls.toFixed(3),
      'runs (scores)': runs.map((r) => r.score).join(' '),
      target: `≥ ${route.target}${route.target === 0.98 ? ', CLS 0' : ''}`,
      met: median.score >= route.target && (route.target < 0.98 || median.cls === 0) ? 'yes' : 'NO',
    });
  }
  table(rows);
  saveResults('lighthouse', rows);
  const misses = rows.filter((r) => r.met !== 'yes');
  console.log(misses.length === 0 ? 'Every route meets its target.' : `Below target: ${misses.map((r) => r.route).join(', ')}`);
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
