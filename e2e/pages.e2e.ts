import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { moreXssVectors } from '../apps/server/src/testing/xss/xss-vectors-more.ts';
import { controlCharacterIn } from '@crp/shared/control-characters';
import { xssVectors } from '../apps/server/src/testing/xss/xss-vectors.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content (HTML supported)' });

/** Opens the edit view of a page as the signed-in admin. */
async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
}

describe('editable content pages', () => {
  it('shows the built-in guidelines to visitors and members, without Edit', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/guidelines');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Server Guidelines' }).waitFor();
    expect(await page.getByText('Free build limit:').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

    await signInWithDiscord(page, 'member', '/donation-tos');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Donation Terms of Service' }).waitFor();
    expect(await page.getByRole('heading', { name: 'All sales are final' }).count()).toBe(1);
    expect(await page.getByText('within 24-48 hours').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    // The server refuses a member's save, whatever the page shows.
    const res = await page.request.put('/api/admin/pages/donation-tos', { data: { title: 'x', content: '<p>x</p>' } });
    expect(res.status()).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an admin edit the guidelines with the rich-text editor: type, bold, link, save, see it rendered', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/guidelines');
    await openEditor(page, '/guidelines');
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Server Guidelines');
    expect(await page.getByRole('textbox', { name: 'Subtitle (optional)' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Subtitle (optional)' }).fill('Updated by the browser test');

    const area = editor(page);
    await area.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Respect every player. ');
    await page.keyboard.press('ControlOrMeta+b');
    // The toolbar follows the editor's state (refreshed 10 ms after a change).
    await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Bold rule');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and ');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert Link' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('link-selected-text').innerText()).toContain('No text selected');
    const insert = dialog.getByRole('button', { name: 'Insert Link' });
    expect(await insert.isDisabled()).toBe(true);
    // The URL field has the focus, so the address can be typed at once (it used to land on Close: a space closed the dialog).
    await expect.poll(() => dialog.getByRole('textbox', { name: 'URL' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('example.com/rules');
    await insert.click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Page content updated successfully').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    const body = page.locator('.page-content');
    expect(await body.locator('strong').innerText()).toBe('Bold rule');
    expect(await body.innerText()).toContain('Respect every player.');
    const link = body.getByRole('link', { name: 'https://example.com/rules' });
    expect(await link.getAttribute('href')).toBe('https://example.com/rules');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // Stored as the server's sanitizer writes links.
    const stored = await (await page.request.get('/api/pages/guidelines')).json();
    expect(stored.content).toContain('<strong>Bold rule</strong>');
    expect(stored.content).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/rules">https://example.com/rules</a>');
    expect(await page.getByText('Updated by the browser test').count()).toBe(1);

    // Everyone sees the saved page, also after a reload in a fresh, signed-out browser.
    const visitor = await openPage(browser);
    await visitor.page.goto('/guidelines');
    await settle(visitor.page);
    await visitor.page.locator('.page-content strong', { hasText: 'Bold rule' }).waitFor();
    expect(await visitor.page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the page when the admin cancels, and explains a refused save', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/guidelines');
    await openEditor(page, '/guidelines');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Server Guidelines' }).waitFor();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Failed to save page content').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Title is required' }).count()).toBe(1);
    await context.close();
  });

  it('stores hostile HTML from the raw HTML mode without it ever running', async () => {
    const { page, context, errors } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await signInWithDiscord(page, 'admin', '/donation-tos');
    await openEditor(page, '/donation-tos');
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const raw = page.getByRole('textbox', { name: 'Content (HTML supported)' });
    expect(await raw.getAttribute('rows')).toBe('20');
    // Vectors hiding a control character are refused whole (D43 j: 400); the others are stored and sanitized.
    const payload = `<p>Safe text.</p>${xssVectors.filter((v) => !controlCharacterIn(v)).join('\n')}<img src=x onerror="alert('xss')">`;
    await raw.fill(payload);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Page content updated successfully').waitFor();

    const check = async (p: Page) => {
      const body = p.locator('.page-content');
      await body.getByText('Safe text.').waitFor();
      await body.hover();
      await p.waitForTimeout(500);
      expect(await body.locator('script, img, svg, math, iframe, object, embed, form, input, button, style, details, video, template').count()).toBe(0);
      expect(await body.locator('[onclick], [onerror], [onload], [onmouseover], [style]').count()).toBe(0);
      // Relative links (#, /path) are kept like the server keeps them; whatever a link resolves to must be web or mail.
      for (const href of await body.locator('a').evaluateAll((as) => as.map((a) => (a.hasAttribute('href') ? (a as HTMLAnchorElement).href : null)))) {
        expect(href === null || /^(https?:|mailto:)/.test(href), String(href)).toBe(true);
      }
      expect(await p.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    };
    await check(page);
    // And for a visitor loading the stored page fresh.
    const visitor = await openPage(browser);
    visitor.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await visitor.page.goto('/donation-tos');
    await settle(visitor.page);
    await check(visitor.page);
    await visitor.context.close();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr']);

/**
 * A visitor's browser WITHOUT the site's Content-Security-Policy: the CSP would stop inline handlers
 * and javascript: URLs by itself, so here the two sanitizers alone must keep every vector inert.
 * Records dialogs, popups other than the harmless https://ok.test links, and any request leaving the site.
 */
async function openWithoutCsp() {
  const site = inject('siteUrl');
  const context = await browser.newContext({ baseURL: site, bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const ran: string[] = [];
  page.on('dialog', (d) => {
    ran.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  page.on('popup', (p) => {
    if (!p.url().startsWith('https://ok.test')) ran.push(`popup ${p.url()}`);
    void p.close();
  });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === new URL(site).origin) return route.fallback();
    if (url.hostname !== 'ok.test') ran.push(`request ${url.href}`);
    return route.abort();
  });
  return { context, page, ran };
}

/** Hovers, focuses and clicks everything in the page body (web and mail links are cancelled), then checks nothing ran and only the allowlist is left. */
async function expectInert(page: Page, ran: string[], label: string) {
  const body = page.locator('.page-content');
  await body.getByText('Safe text.').first().waitFor();
  const url = page.url();
  await body.evaluate((root) => {
    document.addEventListener(
      'click',
      (e) => {
        const a = e.target instanceof Element ? e.target.closest('a') : null;
        if (a && /^(https?|mailto):$/.test(new URL(a.href, location.href).protocol)) e.preventDefault();
      },
      true,
    );
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin']) el.dispatchEvent(new Event(type, { bubbles: true }));
      el.focus();
      el.click();
    }
  });
  await page.waitForTimeout(300);
  const found = await body.evaluate(
    (root, allowed) => {
      const problems: string[] = [];
      const names = ['__xss', '__xssClobber', '__xssClobberName', '__xssClobberImg', '__xssClobberImgName'];
      for (const name of [...new Set([...Object.getOwnPropertyNames(window).filter((k) => k.startsWith('__xss')), ...names])]) {
        if (name in window) problems.push(`window.${name} is set`);
      }
      if (document.querySelector('base, meta[http-equiv]')) problems.push('a <base> or <meta http-equiv> reached the document');
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (!allowed.includes(el.localName)) problems.push(`<${el.localName}>`);
        for (const attr of Array.from(el.attributes)) {
          if (el.localName !== 'a' || !['href', 'title', 'target', 'rel'].includes(attr.name)) problems.push(`${el.localName}[${attr.name}]`);
        }
        if (el.localName === 'a') {
          const href = el.getAttribute('href');
          if (href !== null && !/^(https?|mailto):$/.test(new URL(href, location.href).protocol)) problems.push(`href ${href}`);
          if (href !== null && /^\s*[/\\]{2}/.test(href)) problems.push(`protocol-relative href ${href}`);
          if (el.getAttribute('target') !== '_blank' || el.getAttribute('rel') !== 'noopener noreferrer nofollow')
            problems.push(`link target/rel ${el.outerHTML}`);
        }
      }
      return problems;
    },
    [...allowedTags],
  );
  if (page.url() !== url) found.push(`navigated to ${page.url()}`);
  expect([...found, ...ran], label).toEqual([]);
}

describe('hostile HTML with the CSP switched off (the sanitizers alone)', () => {
  const corpus = [...xssVectors, ...moreXssVectors];

  it(`stores all ${corpus.length} vectors through the API and renders them inert for a visitor`, async () => {
    const admin = await openPage(browser);
    await signInWithDiscord(admin.page, 'admin', '/guidelines');
    // D43 j: a content holding a control character is refused whole; the rest is stored and must render inert.
    const refused = await admin.page.request.put('/api/admin/pages/guidelines', {
      data: { title: 'Server Guidelines', content: `<p>Safe text.</p>${corpus.join('\n<p>separator</p>')}` },
    });
    expect(refused.status()).toBe(400);
    const res = await admin.page.request.put('/api/admin/pages/guidelines', {
      data: { title: 'Server Guidelines', content: `<p>Safe text.</p>${corpus.filter((v) => !controlCharacterIn(v)).join('\n<p>separator</p>')}` },
    });
    expect(res.status()).toBe(200);
    await admin.context.close();

    const { context, page, ran } = await openWithoutCsp();
    await page.goto('/guidelines');
    await expectInert(page, ran, 'stored corpus');
    await context.close();
  });

  it("keeps every vector inert when only the browser's sanitizer stands (the page API answers raw HTML)", async () => {
    const { context, page, ran } = await openWithoutCsp();
    let current = '';
    await page.route('**/api/pages/guidelines', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          pageKey: 'guidelines',
          title: 'Raw',
          subtitle: null,
          content: `<p>Safe text.</p>${current}`,
          updatedAt: new Date().toISOString(),
        }),
      }),
    );
    // A few vectors per page load (one load each would take minutes), each group ended by a string that
    // closes whatever a vector left open (attribute, comment, rawtext element), so no vector hides the next.
    const closer = `"'>--></textarea></title></xmp></noembed></noframes></iframe></style></noscript></template></select></math></svg>]]><p>separator</p>`;
    for (let i = 0; i < corpus.length; i += 8) {
      const group = corpus.slice(i, i + 8);
      current = group.join(closer);
      await page.goto('/guidelines');
      await expectInert(page, ran, `vectors ${i}..${i + group.length - 1}: ${current}`);
    }
    await context.close();
  }, 60_000);
});
