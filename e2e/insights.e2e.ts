import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff insights (D42)', () => {
  it('arrive server-rendered with the SVG chart and the table of its numbers, and the range form works with scripts off', async () => {
    // No script runs in this context: everything below came in the HTML the server rendered.
    const context = await browser.newContext({ baseURL: inject('demoUrl'), javaScriptEnabled: false });
    expect((await context.request.post('/api/unified-auth/demo', { data: { role: 'admin' } })).ok()).toBe(true);
    const page = await context.newPage();
    await page.goto('/admin/insights');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();

    const chart = page.getByRole('group', { name: 'Per day' });
    await chart.waitFor();
    expect(await chart.locator('polyline').count()).toBe(3);
    // One focusable point per day of the default range (30 days), each named with its numbers.
    expect(await chart.getByRole('img').count()).toBe(30);
    expect(await chart.getByRole('img').first().getAttribute('aria-label')).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}: \d+ submitted, \d+ accepted, \d+ rejected$/);

    // The same numbers as a table, inside a disclosure that opens without a script.
    await page.getByText('Show the numbers as a table').click();
    const table = page.getByRole('table', { name: 'Responses per day' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await page.getByRole('region', { name: 'Totals for the range' }).getByText('Submitted').count()).toBe(1);
    expect(await page.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe('/api/admin/insights.csv');

    // The range form is a plain GET form: the server renders the new address.
    await page.getByLabel('Days in', { exact: true }).selectOption('Europe/Berlin');
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await page.getByLabel('To', { exact: true }).fill('2026-01-07');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/tz=Europe%2FBerlin/);
    await page.getByText(/\(Europe\/Berlin\)$/).waitFor();
    expect(await page.getByRole('group', { name: 'Per day' }).getByRole('img').count()).toBe(7);
    const csv = await context.request.get(`/api/admin/insights.csv?from=2026-01-01&to=2026-01-07&tz=Europe/Berlin`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe('\uFEFFDate (Europe/Berlin),Submitted,Accepted,Rejected');
    await context.close();
  });
});
