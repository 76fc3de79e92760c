import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, pageIsLive, settle, signInDemo } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  it('public pages have no serious or critical violations', async () => {
    const { page, context } = await openPage(browser, 'demo');
    for (const path of ['/', '/login', '/guidelines', '/donation-tos', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('member pages have no serious or critical violations', async () => {
    const { page, context } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/dashboard');
    for (const path of ['/dashboard', '/applications', '/application-form/staff-application', '/my-responses', '/server-status', '/server/1/mods']) {
      await page.goto(path);
      await settle(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('admin tools (server admin, page editor) have no serious or critical violations', async () => {
    const { page, context } = await openPage(browser, 'demo');
    await signInDemo(page, 'admin', '/server-status');
    await settle(page);
    await page.getByRole('button', { name: 'Add Server' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page), 'add server modal').toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/guidelines');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'page editor').toEqual([]);
    await context.close();
  });

  it('every screen reflows to 320 CSS px without sideways scrolling (WCAG 1.4.10)', async () => {
    const screens: Array<[role: 'visitor' | 'member' | 'admin', paths: string[]]> = [
      ['visitor', ['/', '/login', '/guidelines']],
      ['member', ['/dashboard', '/applications', '/application-form/staff-application', '/my-responses', '/server-status', '/server/1/mods', '/account']],
      [
        'admin',
        ['/admin', '/admin/responses', '/admin/applications/view/1', '/admin/applications', '/admin/users', '/admin/system-status', '/admin/audit-log'],
      ],
    ];
    for (const [role, paths] of screens) {
      const { page, context } = await openPage(browser, 'demo');
      if (role !== 'visitor') await signInDemo(page, role, paths[0]);
      await page.setViewportSize({ width: 320, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await pageIsLive(page);
        await settle(page);
        await page.waitForLoadState('networkidle');
        // Tables scroll inside their own frame (a two-dimensional layout WCAG allows); the page never does.
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
        expect(widths.page, `${role} ${path}`).toBeLessThanOrEqual(widths.viewport);
      }
      await context.close();
    }
  });
});
