import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * Input made before a rendered page is live (issue 39): what a person types, pastes, picks or has
 * filled in between the first paint and the app taking the page over is what the app sees once it
 * has (public/boot.js hands it over before replaying held presses). Each page is opened in a plain
 * context (openPage's navigations would start the app by moving the pointer) with the app's entry
 * held back until the input is made, so the input always lands before the app is live.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Lets the held entry script through. */
  release: () => void;
}

/** A demo admin's page, rendered by the server, whose entry script waits for `release()`. */
async function openHeld(path: string): Promise<Opened> {
  const context = await browser.newContext({ baseURL: inject('demoUrl'), timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
  expect((await context.request.post('/api/unified-auth/demo', { data: { role: 'admin' } })).ok()).toBe(true);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  expect(await page.$('html[data-ready]')).toBeNull();
  return { context, page, errors, release };
}

/** Sets a control's value the way a paste or an autofill does: the value, then one `input` event, no key or focus. */
async function pasteInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).evaluate((el: HTMLInputElement, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: value }));
  }, text);
}

const live = (page: Page) => page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30_000 });
const usersSearch = 'input[placeholder="Search by name, email or Discord ID..."]';
const responsesSearch = 'input[placeholder="Form, name, username or Discord ID"]';

describe('input made before a rendered page is live', () => {
  it('a search pasted into /admin/users straight after load filters the list', async () => {
    const { context, page, errors, release } = await openHeld('/admin/users');
    await page.getByText(/^Showing 25 of \d+ users$/).waitFor();
    await pasteInto(page, usersSearch, 'SPARKS');
    release();
    // Well before boot.js's 10 s start at the latest: the paste itself starts the app.
    await page.waitForURL((url) => url.searchParams.get('q') === 'SPARKS', { timeout: 8_000 });
    await page.getByText('Showing 1 of 1 users').waitFor();
    expect(await page.locator(usersSearch).inputValue()).toBe('SPARKS');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a search pasted into /admin/responses, and a status picked by script, filter the list', async () => {
    const { context, page, errors, release } = await openHeld('/admin/responses');
    const heading = page.getByRole('heading', { name: /^Submitted Responses \(\d+\)$/ });
    await heading.waitFor();
    const before = await page.locator('tbody tr').count();
    expect(before).toBeGreaterThan(1);
    await pasteInto(page, responsesSearch, 'Sparks');
    // An autofill-style pick: the select's value and a change event, nothing else.
    const status = page.getByLabel('Status');
    const picked = await status.evaluate((select: HTMLSelectElement) => {
      select.value = Array.from(select.options).find((o) => o.value !== '')!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return select.value;
    });
    release();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Sparks' && url.searchParams.get('status') === picked, { timeout: 8_000 });
    await live(page);
    expect(await page.locator(responsesSearch).inputValue()).toBe('Sparks');
    expect(await status.inputValue()).toBe(picked);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an autofill with no focus or key (value set, one input event) reaches the app even when nothing else starts it', async () => {
    const { context, page, errors, release } = await openHeld('/admin/users');
    await page.getByText(/^Showing 25 of \d+ users$/).waitFor();
    // Set without any event at all (some autofills): the app, started by its 10 s fallback, still takes it.
    await page.locator(usersSearch).evaluate((el: HTMLInputElement) => (el.value = 'sparks'));
    release();
    await live(page);
    await page.waitForURL((url) => url.searchParams.get('q') === 'sparks');
    await page.getByText('Showing 1 of 1 users').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fast typing on a phone-slow page (CPU ×4) is filtered by what was typed', async () => {
    const { context, page, errors, release } = await openHeld('/admin/users');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByText(/^Showing 25 of \d+ users$/).waitFor();
    // Focus (the first intent: the app starts) and type at once, while it is still starting.
    await page.locator(usersSearch).focus();
    await page.keyboard.type('spar', { delay: 20 });
    release();
    await page.keyboard.type('ks', { delay: 20 });
    await live(page);
    await page.waitForURL((url) => url.searchParams.get('q') === 'sparks');
    await page.getByText('Showing 1 of 1 users').waitFor();
    expect(await page.locator(usersSearch).inputValue()).toBe('sparks');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a form's answer typed before the page is live is kept and sent", async () => {
    // The review screen of the first response in the list: its note composer is a form on a rendered page.
    const { context, page, errors, release } = await openHeld('/admin/responses');
    const href = await page.locator('a[href^="/admin/application/"]').first().getAttribute('href');
    release();
    await context.close();
    const opened = await openHeld(href!);
    const note = opened.page.getByPlaceholder('Only staff see notes. Plain text.');
    await note.waitFor();
    const text = `Checked before the page was live ${Date.now()}`;
    await note.evaluate((el: HTMLTextAreaElement, value) => {
      el.value = value;
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: value }));
    }, text);
    opened.release();
    await live(opened.page);
    // The app holds the answer: sending it sends what was typed (an empty note would be refused).
    await opened.page.getByRole('button', { name: 'Add note' }).click();
    await opened.page.getByRole('list', { name: 'Staff notes' }).getByText(text).waitFor();
    expect(errors).toEqual([]);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});
