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
    // The page's name in its <title> is in the page's language too.
    expect(html).toContain('<title>Anmelden · Creative RP</title>');
    // What the page shows: the site's settings travel in it as data (the home page's texts among them), also in the query state.
    const shown = html.replace(/<script id="(?:site-config|ssr-state)"[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain('Welcome to Creative RP');
    // The home page's built-in texts (D38's defaults) come in the visitor's language too; what admins write is shown as written.
    const home = (await (await context.request.get('/', { headers: { 'accept-language': 'de' } })).text()).replace(/<script id="(?:site-config|ssr-state)"[\s\S]*?<\/script>/g, '');
    expect(home).toContain('Willkommen bei Creative'); // the name's last word is highlighted in a span of its own
    expect(home).toContain('Kein Random Deathmatch');
    for (const english of ['Welcome to', 'No random killing', 'Get the Workshop content', 'Faction focus']) expect(home).not.toContain(english);
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
