import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssVectors } from '../apps/server/src/modules/pages/xss-vectors.ts';
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
    await dialog.getByRole('textbox', { name: 'URL' }).fill('example.com/rules');
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
    // Stored as the server's sanitizer writes links (the renderer may drop target/rel; see report).
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
    const payload = `<p>Safe text.</p>${xssVectors.join('\n')}<img src=x onerror="alert('xss')">`;
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
      for (const href of await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href === null || /^(https?:|mailto:)/.test(href)).toBe(true);
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
