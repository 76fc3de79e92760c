import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** D40: pages come in the visitor's language, server-rendered with <html lang>, and stay in it once live. */
describe('languages', () => {
  it("renders /login in the Accept-Language's language on the server, and the browser takes it over in it", async () => {
    const { page, context, errors } = await openPage(browser);
    const html = await (await context.request.get('/login', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Willkommen bei Creative RP');
    // The rendered page, not the site's settings sent with it (their landing copy is the admins' text, D38).
    expect(html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-state"'))).not.toContain('Welcome to Creative RP');
    await context.setExtraHTTPHeaders({ 'accept-language': 'de-DE,de;q=0.9' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Willkommen bei Creative RP' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.getByRole('button', { name: 'Weiter mit Discord' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the locale cookie beat Accept-Language, and the picker set it', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.setExtraHTTPHeaders({ 'accept-language': 'de' });
    await context.addCookies([{ name: 'locale', value: 'fr', url: inject('siteUrl') }]);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue sur Creative RP' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    // The picker on /login: each language in its own name; a choice loads the page again in it.
    const picker = page.getByRole('main').getByLabel('Langue');
    await picker.selectOption({ label: 'Русский' });
    await page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Creative RP' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ru');
    expect(errors).toEqual([]);
    await context.close();
  });
});
