import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags, startBuiltServer } from './lib.ts';
const dir = mkdtempSync(join(tmpdir(), 'crp-dbg-'));
const site = await startBuiltServer({ DATABASE_URL: `file:${join(dir, 'b.db')}`, NAVIGATION_OVERLAY_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags });
try {
  const context = await browser.newContext({ baseURL: site.url, timezoneId: 'UTC' });
  await context.request.post('/api/unified-auth/demo', { data: { role: 'admin' } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto('/admin/responses');
  console.log(await page.locator('tbody tr').count(), await page.locator('a[href*="/admin/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')).slice(0, 40)));
  await page.locator('input[placeholder="Form, name, username or Discord ID"]').evaluate((el: HTMLInputElement) => { el.value = 'Sparks'; el.dispatchEvent(new InputEvent('input', { bubbles: true })); });
  console.log(await page.getByLabel('Status').evaluate((select: HTMLSelectElement) => {
      select.value = [...select.options].find((o) => o.value !== '')!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return [select.value, select.outerHTML.slice(0, 300)];
    }));
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.waitForTimeout(1500);
  console.log(page.url(), await page.locator('input[placeholder="Form, name, username or Discord ID"]').inputValue(), await page.locator('tbody tr').count());
  console.log(await page.evaluate(() => [...document.querySelectorAll('#root input, #root select, #root textarea')].map((e: any) => [e.tagName, e.type, e.value, e.defaultValue, e.checked, e.defaultChecked])));
} finally { await browser.close(); await site.stop(); }
