import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { expect, inject, onTestFailed } from 'vitest';
import { CHROMIUM, chromiumFlags } from '../scripts/ensure-chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: chromiumFlags });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Messages of page errors and console errors seen so far (tests assert none). */
  errors: string[];
}

let visitors = 0;
/** A documentation address (TEST-NET-2) per browser context. */
const nextVisitorAddress = () => `198.51.100.${(visitors++ % 250) + 1}`;

/** A fresh browser context (own cookies) on one of the sites. */
export async function openPage(browser: Browser, site: 'site' | 'demo' = 'site'): Promise<OpenPage> {
  const baseURL = site === 'site' ? inject('siteUrl') : inject('demoUrl');
  // Each context is its own visitor: the site trusts X-Forwarded-For from loopback (TRUST_PROXY's
  // default), so the sign-in limit (30 a minute per address) counts each test's person, not the whole
  // suite, which signs in more often than that on a fast machine.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() } });
  const page = await context.newPage();
  waitUntilLiveOnNavigation(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    // Failed image loads (no network for avatars) are expected; script errors are not.
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.setDefaultTimeout(15_000);
  try {
    // A failing browser test leaves a screenshot of what the page showed in test-results/.
    onTestFailed(async ({ task }) => {
      mkdirSync('test-results', { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => {});
      console.log(`[e2e] screenshot: test-results/${name}.png; page errors: ${JSON.stringify(errors)}`);
    });
  } catch {
    // Called outside a test (e.g. beforeAll): no screenshot hook.
  }
  return { context, page, errors };
}

/**
 * A server-rendered page is on screen before it is live (the browser takes it over once painted,
 * decision 0024): a click in between would be lost. Every navigation of a test page therefore waits
 * for `<html data-ready>` when it lands on one of the site's pages.
 */
function waitUntilLiveOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await pageIsLive(page);
      return response;
    };
  }
}

/**
 * Waits until the page's screen is live (see waitUntilLiveOnNavigation). A rendered page starts its
 * app at the visitor's first move (public/boot.js): the test moves the pointer as a person arriving
 * would (to a new spot each time: a move to where it already is fires nothing).
 */
export async function pageIsLive(page: Page): Promise<void> {
  if ((await page.$('html[data-ready]')) === null) {
    const n = (moves.get(page) ?? 0) + 1;
    moves.set(page, n);
    await page.mouse.move(1 + (n % 2), 1);
  }
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}
const moves = new WeakMap<Page, number>();

/** Signs in through the real redirect flow: /login → server → fake Discord consent → callback. */
export async function signInWithDiscord(page: Page, as: 'member' | 'admin' | 'reviewer' | 'leaver', returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByRole('link', { name: `Authorize as ${as}` }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oauth2') && !url.pathname.startsWith('/api/'));
  await pageIsLive(page);
}

/** Demo mode sign-in: the start URL leads to the demo chooser. */
export async function signInDemo(page: Page, as: 'member' | 'reviewer' | 'admin', returnTo = '/dashboard'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await page.getByRole('button', { name: `Sign in as demo ${as}` }).click();
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  await pageIsLive(page);
}

/** Waits until the 1.1 s navigation overlay is gone. */
export async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('navigation-overlay').count(), { timeout: 5000 }).toBe(0);
}
