/**
 * The first tap on a rendered page against a tap once it is live (issue 39), on a phone profile:
 * 412 × 915, touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). A rendered page starts
 * its app at the visitor's first intent (public/boot.js, decision 0027): a tap before then is held
 * until the app is live and replayed, so it waits for the app's start.
 *
 * Each sample is a fresh page (the same browser context: the scripts are in its cache, as for a
 * visitor's second page): "first" taps as soon as the page is loaded and its scripts fetched (the app
 * not started); "live" starts the app first (a scroll), waits until it is live and quiet, then taps.
 * The time is from the tap's touchstart to the frame after the answer is on the page (a dialog, an
 * expanded menu, a selected tab). INP is the Event Timing API's longest interaction (PerformanceObserver
 * type 'event', durationThreshold 16) on the page: for a held tap it is the held event only, so the
 * answer time is the figure to compare. Also long tasks (> 50 ms) after the tap, summed beyond 50 ms
 * each (blocking time, as TBT counts it).
 *
 * BENCH_TAP_RUNS (default 5) samples of each; ratio = median first / median live, within one run.
 * `BENCH_TAP_START=idle` measures starting the app once the page is idle after load instead (boot.js
 * sees a scroll 1 s after the scripts are fetched): what the first tap then waits for, and the blocking
 * time that start costs a visitor who is only reading. Run: `npm run bench -- first-interaction`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags, saveResults, startBuiltServer, table } from './lib.ts';

interface Scenario {
  name: string;
  path: string;
  as: 'member' | 'admin';
  /** The control to tap. */
  target: string;
  /** True in the page once the tap has been answered. */
  answered: string;
}
const scenarios: Scenario[] = [
  {
    name: '/applications: Apply Now',
    path: '/applications',
    as: 'member',
    target: 'button:has-text("Apply Now"):not([disabled]) >> nth=0',
    answered: `document.querySelector('[role="dialog"]') !== null || location.pathname.startsWith('/application-form/')`,
  },
  {
    name: '/dashboard: Menu',
    path: '/dashboard',
    as: 'member',
    target: 'button[aria-label="Menu"]',
    answered: `document.querySelector('button[aria-label="Menu"]')?.getAttribute('aria-expanded') === 'true'`,
  },
  {
    name: '/admin/responses: a tab',
    path: '/admin/responses',
    as: 'admin',
    target: '[role="tab"][aria-selected="false"] >> nth=0',
    answered: `new URLSearchParams(location.search).has('tab')`,
  },
];
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const START = process.env.BENCH_TAP_START ?? 'intent';

/** Records the first touchstart, the interactions (Event Timing) and long tasks, from before the page's own scripts. */
// Strings, not functions: tsx's names for functions (__name) do not exist in the page.
const probe = `
  window.__tap = { start: 0, inp: 0, longTasks: [] };
  addEventListener('touchstart', (e) => (__tap.start ||= e.timeStamp), { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) __tap.inp = Math.max(__tap.inp, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) __tap.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function openPhonePage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'load' });
  // The scripts are fetched (not run) once the page is painted: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  return page;
}

/** Taps the scenario's control and resolves with the answer time, INP and blocking time after the tap. */
async function tap(page: Page, scenario: Scenario) {
  const box = (await page.locator(scenario.target).boundingBox())!;
  // Below the fold it would need a scroll first, which starts the app by itself.
  if (box.y + box.height > 915) throw new Error(`${scenario.name}: the control is below the fold`);
  const answered = page.evaluate<number>(`new Promise((resolve) => {
    const poll = () => ((${scenario.answered}) ? requestAnimationFrame(() => resolve(performance.now())) : setTimeout(poll, 2));
    poll();
  })`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const end = await answered;
  // Let the Event Timing entries of the tap arrive.
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => (window as unknown as { __tap: { start: number; inp: number; longTasks: Array<[number, number]> } }).__tap);
  const blocking = figures.longTasks.filter(([start]) => start >= figures.start).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { ms: end - figures.start, inp: figures.inp, blocking };
}

const dir = mkdtempSync(join(tmpdir(), 'crp-bench-tap-'));
const site = await startBuiltServer({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, NAVIGATION_OVERLAY_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags });
const load = loadavg()[0]!.toFixed(2);

try {
  const rows: Array<Record<string, string | number>> = [];
  for (const scenario of scenarios) {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      isMobile: true,
      timezoneId: 'UTC',
    });
    await context.addInitScript({ content: probe });
    const res = await context.request.post('/api/unified-auth/demo', { data: { role: scenario.as, redirect: scenario.path } });
    if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()}`);
    // A first page warms the cache with the app's scripts, as a visitor's earlier page would.
    await (await openPhonePage(context, scenario.path)).close();
    const first: Array<{ ms: number; inp: number; blocking: number }> = [];
    const live: typeof first = [];
    let idleBlocking: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const a = await openPhonePage(context, scenario.path);
      if (START === 'idle') {
        // The app started once the page is idle after load: the visitor reads for 1 s, then taps.
        await a.evaluate(() => dispatchEvent(new Event('scroll')));
        await a.waitForTimeout(1000);
        idleBlocking.push(
          await a.evaluate(() =>
            (window as unknown as { __tap: { longTasks: Array<[number, number]> } }).__tap.longTasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
          ),
        );
      }
      first.push(await tap(a, scenario));
      await a.close();

      const b = await openPhonePage(context, scenario.path);
      await b.evaluate(() => dispatchEvent(new Event('scroll')));
      await b.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60_000 });
      await b.waitForLoadState('networkidle');
      await b.waitForTimeout(500);
      live.push(await tap(b, scenario));
      await b.close();
    }
    await context.close();
    const f = median(first.map((s) => s.ms));
    const l = median(live.map((s) => s.ms));
    rows.push({
      scenario: scenario.name,
      start: START,
      'first tap ms': Math.round(f),
      'live tap ms': Math.round(l),
      ratio: +(f / l).toFixed(2),
      'first INP ms': Math.round(median(first.map((s) => s.inp))),
      'live INP ms': Math.round(median(live.map((s) => s.inp))),
      'blocking after first tap ms': Math.round(median(first.map((s) => s.blocking))),
      ...(START === 'idle' ? { 'blocking of the idle start ms': Math.round(median(idleBlocking)) } : {}),
      'first (all)': first.map((s) => Math.round(s.ms)).join(' '),
      'live (all)': live.map((s) => Math.round(s.ms)).join(' '),
    });
    idleBlocking = [];
  }
  table(rows);
  console.log(`load average at start: ${load} (uptime); ratio = median first / median live within this run`);
  saveResults(`firstInteraction${START === 'idle' ? 'Idle' : ''}`, { load, rows });
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
