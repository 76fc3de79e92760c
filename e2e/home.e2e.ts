import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, pageIsLive, settle, signInWithDiscord } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('shows a visitor how to connect, what to expect, the featured products and the rules', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Creative RP' }).waitFor();
    expect(await page.getByTestId('game-port').innerText()).toBe('27015');
    for (const text of ['No build limit', 'Creative roleplay', 'Faction focus', 'Police department', 'In progress']) {
      expect(await page.getByText(text, { exact: true }).count()).toBe(1);
    }
    for (const rule of [
      'No random killing',
      'Intent to roleplay',
      'New life rule',
      'No metagaming',
      'No harassment or trolling',
      'Realistic fail and fear RP',
    ]) {
      expect(await page.getByText(rule, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByText('wait five minutes before returning to the location of your death', { exact: false }).count()).toBe(1);

    // Featured products come from the fake store through our server; the malformed one is dropped.
    const store = inject('fakes').store!;
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.locator('h3').allInnerTexts()).toEqual(['VIP Rank', 'Custom Prop Pack', 'Money Boost']);
    expect(await page.getByTestId('product-price').allInnerTexts()).toEqual(['$9.99', '$15.50', '$4.50']);
    const details = cards.first().getByRole('link', { name: /View Details/ });
    expect(await details.getAttribute('href')).toBe(`${store}/store/product/vip-rank`);
    expect(await details.getAttribute('target')).toBe('_blank');
    expect(
      await cards
        .nth(1)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe(`${store}/store/product/102`);
    expect(await page.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe(`${store}/store`);
    // The store's hostile description did not run.
    expect(await page.evaluate(() => (window as { __storeXss?: unknown }).__storeXss)).toBeUndefined();
    expect(await cards.nth(2).locator('img[onerror], script').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the live server status widget beside the address', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await settle(page);
    const connect = page.locator('#connect');
    await connect.getByRole('heading', { name: 'How to connect' }).waitFor();
    // The widget settles on one of its states: players of the first server, 'No server listed' or 'Error loading'.
    await expect.poll(async () => (await connect.getByRole('status').first().innerText()).trim()).toMatch(/^(\d+\/\d+|No server listed|Error loading)$/);
    await context.close();
  });

  it('stays public for signed-in members too', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'member', '/');
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Creative RP' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await context.close();
  });

  it('shows the empty state with Browse Store when the store is down (demo site)', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await page.goto('/');
    await settle(page);
    await page.getByText('No products available').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Check back later for new items!').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Browse Store' }).getAttribute('href')).toBe(`${inject('fakes').demoStore}/store`);
    expect(await page.getByRole('link', { name: 'View All Products' }).count()).toBe(0);
    expect(await page.getByRole('article').count()).toBe(0);
    // The proxy says why (the page itself stays friendly).
    const res = await page.request.get('/api/store/featured');
    expect(res.status()).toBe(502);
    expect((await res.json()).message).toBe('Failed to fetch featured products: 503');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swaps the logo for the fallback graphic when the image fails', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/logo.svg', (route) => route.abort());
    await page.goto('/');
    await settle(page);
    await expect.poll(() => page.getByTestId('logo-fallback').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('server-rendered pages (decision 0024)', () => {
  it('arrive rendered, readable with scripts off; a member page sends a visitor to sign in', async () => {
    // No script runs in this context: everything it shows came in the HTML.
    const context = await browser.newContext({ baseURL: inject('siteUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Creative RP' }).waitFor();
    expect(await page.getByTestId('game-port').innerText()).toBe('27015');
    expect(await page.getByRole('article').locator('h3').allInnerTexts()).toEqual(['VIP Rank', 'Custom Prop Pack', 'Money Boost']);
    await page.goto('/guidelines');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.goto('/dashboard');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?returnTo=%2Fdashboard');
    await page.getByRole('button', { name: 'Continue with Discord' }).waitFor();
    await context.close();

    // Staff screens arrive with their lists too, not a spinner waiting for the app (the screens'
    // own queries, beyond the route loaders', are fetched during the render).
    const staff = await browser.newContext({ baseURL: inject('demoUrl'), javaScriptEnabled: false });
    expect((await staff.request.post('/api/unified-auth/demo', { data: { role: 'admin' } })).ok()).toBe(true);
    const admin = await staff.newPage();
    await admin.goto('/admin/responses');
    await admin.getByRole('heading', { name: /^Submitted Responses \(\d+\)$/ }).waitFor();
    expect(await admin.getByText("Marcus 'Sparks' Hale").count()).toBeGreaterThan(0);
    expect(await admin.getByText('Loading applications...').count()).toBe(0);
    await admin.goto('/admin/users');
    await admin.getByText(/^Showing \d+ of \d+ users$/).waitFor();
    await staff.close();
  });

  it('are taken over without a second drawing, and a press made before they are live is not lost', async () => {
    // A plain context: openPage's navigations would wait for the page to be live, which is held here.
    const context = await browser.newContext({ baseURL: inject('siteUrl') });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // Hold the app's entry script until the page is on screen and a node of it is remembered.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const heading = page.getByRole('heading', { name: 'Welcome to Creative RP' });
    await heading.evaluate((el) => ((window as unknown as { rendered: Element }).rendered = el));
    release();
    await pageIsLive(page);
    expect(await heading.evaluate((el) => el === (window as unknown as { rendered: Element }).rendered)).toBe(true);

    let releaseAgain: () => void = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.unroute('**/assets/index-*.js');
    await page.route('**/assets/index-*.js', async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.reload();
    // Pressed before the page is live: held by boot.js, replayed once it is.
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    releaseAgain();
    await page.waitForURL((url) => url.pathname.startsWith('/oauth2'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("start their scripts at the first key or move, or at once when dates need the visitor's own zone", async () => {
    // A plain context: openPage's navigations move the pointer to start the page.
    const context = await browser.newContext({ baseURL: inject('siteUrl') });
    const page = await context.newPage();
    const entryRuns: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryRuns.push(request.url());
    });
    await page.goto('/guidelines');
    // The entry is fetched once the page is painted, and not run until the visitor shows intent.
    await page.waitForLoadState('networkidle');
    expect(entryRuns.length).toBeGreaterThan(0);
    expect(await page.$('html[data-ready]')).toBeNull();
    // A keyboard user's first key starts it: the page is live for the next one.
    await page.keyboard.press('Tab');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });

    // A click with nothing before it (as a screen reader activates a button) starts it as well, and is replayed.
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(await page.$('html[data-ready]')).toBeNull();
    await page.getByRole('button', { name: 'Continue with Discord' }).evaluate((button: HTMLButtonElement) => button.click());
    // Well before boot.js's 10 s start at the latest, which would replay the click too.
    await page.waitForURL((url) => url.pathname.startsWith('/oauth2'), { timeout: 8_000 });
    await context.close();

    // A member in Berlin whose zone the server does not know yet: the dashboard's dates were
    // rendered in UTC, so the page starts at once (no move) and writes the zone for the next render.
    const berlin = await browser.newContext({ baseURL: inject('demoUrl'), timezoneId: 'Europe/Berlin' });
    expect((await berlin.request.post('/api/unified-auth/demo', { data: { role: 'member', redirect: '/dashboard' } })).ok()).toBe(true);
    const member = await berlin.newPage();
    const response = await member.goto('/dashboard');
    expect(await response!.text()).toContain('id="app-boot" data-dates-in-utc');
    await member.waitForSelector('html[data-ready]', { state: 'attached' });
    await expect.poll(async () => (await berlin.cookies()).find((c) => c.name === 'crp_tz')?.value).toBe('Europe%2FBerlin');
    await berlin.close();
  });
});
