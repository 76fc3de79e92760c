import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * D38 and D39 end to end: an admin makes the site theirs (name on /admin/site, a logo upload, the
 * accent, the home page's texts, the footer) and adds pages; the home page's HTML, read with
 * scripts off, carries each of them. The site process is shared with the other browser tests, so
 * everything goes back to the built-in settings at the end.
 */
let browser: Browser;
let admin: Page;
let closeAdmin: () => Promise<void>;
let original: { identity: Record<string, string>; landing: object; footer: object };

/** A real 48×48 PNG (one colour), so the browser can draw it. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x22, 0xd3, 0xee]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The page's HTML as a visitor without scripts gets it (what a search engine or a link preview reads). */
async function htmlWithoutScripts(path: string): Promise<{ html: string; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: inject('siteUrl'), javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { html: (await response?.text()) ?? '', page, close: () => context.close() };
}

const landing = {
  hero: { eyebrow: 'Sandbox roleplay since 2020', title: 'Welcome to Sandbox Nation', text: 'Build cities, run companies & write history together.' },
  connect: {
    address: 'play.sandbox.test:27015',
    steps: [
      { title: 'Install the game', text: 'Buy it and start it once.' },
      { title: 'Say hello', text: 'Join our Discord.' },
    ],
  },
  expectations: [{ title: 'Huge maps', text: 'Room for every city.', badge: 'New' }],
  rules: [
    { title: 'Respect builds', text: 'Never grief another build.' },
    { title: 'Stay in character', text: 'Roleplay at all times.' },
  ],
};
const footer = { text: 'Run by players for players.', links: [{ label: 'Our Wiki', url: 'https://wiki.example.test/' }] };

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openPage(browser);
  admin = opened.page;
  closeAdmin = () => opened.context.close();
  await signInWithDiscord(admin, 'admin', '/admin/site');
  original = await (await admin.request.get('/api/site')).json();
});
afterAll(async () => {
  if (admin) {
    // Back to the built-in settings: the other browser tests read the home page as it ships.
    const { logoUrl: _logo, ...identity } = original.identity;
    await admin.request.put('/api/admin/site', { data: { identity, landing: original.landing, footer: original.footer } });
    await admin.request.delete('/api/admin/site/logo');
    for (const slug of ['events', 'staff-handbook', 'press-kit']) await admin.request.delete(`/api/admin/pages/${slug}`);
    await closeAdmin();
  }
  await browser?.close();
});

describe('site identity and custom pages (D38, D39)', () => {
  it('an admin renames the site on /admin/site, uploads a logo, changes the accent, home page and footer', async () => {
    await admin.goto('/admin/site');
    await settle(admin);
    await admin.getByRole('heading', { level: 1, name: 'Site' }).waitFor();
    expect(await admin.title()).toBe('Site · Creative RP');
    const name = admin.getByRole('textbox', { name: 'Site name' });
    await name.fill('Sandbox Nation');
    await admin.getByRole('textbox', { name: 'Description' }).fill('Sandbox Nation: a city-building roleplay community.');
    await admin.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#22d3ee');
    await admin.getByRole('textbox', { name: 'Discord invite link' }).fill('https://discord.gg/sandbox');
    expect(await admin.getByText('Unsaved changes').count()).toBe(1);
    // The live preview follows the form: the accent is on the preview's primary button before saving.
    const previewButton = admin.getByTestId('home-preview').locator('a[href="#connect"]');
    await expect.poll(() => previewButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 211, 238)');
    const identityForm = admin.locator('form', { has: admin.getByRole('heading', { name: 'Identity' }) });
    await identityForm.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Identity saved').waitFor();
    expect(await admin.getByText('Unsaved changes').count()).toBe(0);
    expect(await admin.getByRole('navigation', { name: 'Main' }).getByText('Sandbox').count()).toBe(1);

    // A refusal names the field and changes nothing.
    await admin.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#222222');
    await identityForm.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByText(/contrast of 1\.\d\d:1/)
      .first()
      .waitFor();
    expect((await (await admin.request.get('/api/site')).json()).identity.accentColor).toBe('#22d3ee');
    await admin.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#22d3ee');

    await admin.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(48, 48) });
    await admin.getByText('Logo updated').waitFor();
    const logoUrl = (await (await admin.request.get('/api/site')).json()).identity.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/site\/logo\/[0-9a-f]{64}\.png$/);
    await expect
      .poll(() =>
        admin
          .getByTestId('logo-sizes')
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(48);
    // An SVG is refused by its bytes, whatever it is called.
    await admin
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await admin.getByText('The logo must be a PNG, JPEG or WebP image', { exact: false }).waitFor();

    expect(await seriousViolations(admin)).toEqual([]);
    const saved = await admin.request.put('/api/admin/site', { data: { landing, footer } });
    expect(saved.status()).toBe(200);
  });

  it('adds pages: one in the navigation, one in the footer, one for members only', async () => {
    const create = (data: object) => admin.request.post('/api/admin/pages', { data });
    expect(
      (
        await create({ slug: 'events', title: 'Events', content: '<p>Weekly build contests.</p>', visibility: 'public', placement: 'nav', position: 1 })
      ).status(),
    ).toBe(201);
    expect(
      (
        await create({
          slug: 'press-kit',
          title: 'Press kit',
          content: '<p>Logos and screenshots.</p>',
          visibility: 'public',
          placement: 'footer',
          position: 2,
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await create({
          slug: 'staff-handbook',
          title: 'Staff handbook',
          content: '<p>For members only.</p>',
          visibility: 'members',
          placement: 'nav',
          position: 3,
        })
      ).status(),
    ).toBe(201);
    await admin.goto('/admin/pages');
    await settle(admin);
    const table = admin.getByRole('table');
    for (const title of ['Events', 'Press kit', 'Staff handbook', 'Server Guidelines'])
      expect(await table.getByRole('rowheader', { name: title, exact: false }).count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it("shows each change in the home page's HTML with scripts off: title, description, Open Graph, accent, texts, navigation and footer", async () => {
    const { html, page, close } = await htmlWithoutScripts('/');
    const siteUrl = inject('siteUrl');
    const logoUrl = (await (await admin.request.get('/api/site')).json()).identity.logoUrl as string;
    expect(html).toContain('<title>Sandbox Nation</title>');
    expect(html).toContain('<meta name="description" content="Sandbox Nation: a city-building roleplay community." />');
    expect(html).toContain('<meta property="og:site_name" content="Sandbox Nation" />');
    expect(html).toContain('<meta property="og:title" content="Sandbox Nation" />');
    expect(html).toContain('<meta property="og:description" content="Sandbox Nation: a city-building roleplay community." />');
    expect(html).toContain(`<meta property="og:image" content="${new URL(logoUrl, siteUrl).href}" />`);
    expect(html).toContain('<meta name="theme-color" content="#22d3ee" />');
    expect(html).toContain('--color-brand-600:#22d3ee');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Sandbox Nation');
    for (const text of [
      'Sandbox roleplay since 2020',
      'Build cities, run companies & write history together.',
      'play.sandbox.test:27015',
      'Install the game.',
      'Huge maps',
      'New',
      'Respect builds',
      'Never grief another build.',
      'Run by players for players.',
      'Our Wiki',
    ]) {
      expect(await page.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    for (const gone of ['No random killing', 'Police department', "Install Garry's Mod"]) expect(html).not.toContain(gone);
    // The accent is on the primary buttons from the first paint, with a label that reads on it.
    const primary = page.getByRole('link', { name: 'How to connect' });
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 211, 238)');
    expect(await primary.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(7, 7, 13)');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Sandbox Nation' }).count()).toBe(1);
    expect(await nav.locator('img').first().getAttribute('src')).toBe(logoUrl);
    expect(await nav.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/p/events');
    expect(html).not.toContain('Staff handbook');
    const foot = page.getByRole('contentinfo');
    expect(await foot.getByRole('link', { name: 'Press kit' }).getAttribute('href')).toBe('/p/press-kit');
    expect(await foot.getByText('Sandbox Nation. All rights reserved.', { exact: false }).count()).toBe(1);
    const logo = await admin.request.get(logoUrl);
    expect(logo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers()['x-content-type-options']).toBe('nosniff');
    await close();
  });

  it("serves a custom page rendered on the server; a members' page sends a visitor to sign in; a removed one is not found", async () => {
    const events = await htmlWithoutScripts('/p/events');
    expect(events.html).toContain('<title>Events · Sandbox Nation</title>');
    expect(await events.page.getByRole('heading', { level: 1, name: 'Events' }).count()).toBe(1);
    expect(await events.page.getByText('Weekly build contests.').count()).toBe(1);
    await events.close();

    const visitor = await openPage(browser);
    await visitor.page.goto('/p/staff-handbook');
    await visitor.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.page.url()).searchParams.get('returnTo')).toBe('/p/staff-handbook');
    await visitor.context.close();

    await admin.goto('/p/staff-handbook');
    await admin.getByText('For members only.').waitFor();
    expect(await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff handbook' }).count()).toBe(1);

    expect((await admin.request.delete('/api/admin/pages/press-kit')).status()).toBe(204);
    const removed = await htmlWithoutScripts('/p/press-kit');
    expect(removed.html).toContain('Page not found');
    expect(removed.html).toContain('<title>Page not found · Sandbox Nation</title>');
    expect(removed.html).not.toContain('Logos and screenshots.');
    await removed.close();
  });

  it('reflows /admin/site, /admin/pages and a custom page to 320 CSS px without sideways scrolling (WCAG 1.4.10)', async () => {
    await admin.setViewportSize({ width: 320, height: 800 });
    for (const path of ['/admin/site', '/admin/pages', '/p/events', '/']) {
      await admin.goto(path);
      await settle(admin);
      const widths = await admin.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('goes back to the built-in look when each section is reset', async () => {
    await admin.goto('/admin/site');
    await settle(admin);
    for (const section of ['Identity', 'Home page', 'Footer']) {
      const form = admin.locator('form', { has: admin.getByRole('heading', { name: section, exact: true }) });
      await form.getByRole('button', { name: 'Reset to defaults' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await admin.getByText(`${section} saved`).waitFor();
    }
    await admin.request.delete('/api/admin/site/logo');
    const { html, page, close } = await htmlWithoutScripts('/');
    expect(html).toContain('<title>Creative RP</title>');
    expect(html).not.toContain('site-accent');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Creative RP');
    await close();
  });
});
