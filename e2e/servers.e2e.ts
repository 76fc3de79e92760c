import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, settle, signInDemo, signInWithDiscord } from './browser.ts';

/**
 * Server status and Workshop mods through the real UI. The main site talks to the fake
 * BattleMetrics (listings 7654321 → the fake A2S game server, 7654322 → a closed port), the fake
 * Steam (collection 900 with a nested collection) and the fake game server. The tests run in
 * order: the admin adds the servers the member then looks at.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, name: string): Locator => page.getByTestId('server-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function addServer(page: Page, fields: { url: string; collection?: string }) {
  await page.getByRole('button', { name: 'Add Server' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Server' });
  await dialog.getByText('Paste the full server URL', { exact: false }).waitFor();
  await dialog.getByLabel('BattleMetrics URL').fill(fields.url);
  if (fields.collection) await dialog.getByLabel('Workshop Collection ID (optional)').fill(fields.collection);
  await dialog.getByRole('button', { name: 'Add Server' }).click();
}

describe('server status on the main site', () => {
  // Leave the shared site as found: other browser tests (the home page) read the first server.
  afterAll(async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/dashboard');
    const servers = (await (await page.request.get('/api/servers')).json()) as Array<{ id: number }>;
    for (const { id } of servers) expect((await page.request.delete(`/api/servers/admin/${id}`)).status()).toBe(200);
    await context.close();
  });

  it('admin starts from the empty state, is told about a wrong URL, and adds two servers', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/server-status');
    await settle(page);
    await page.getByRole('heading', { name: 'Server Status' }).waitFor();
    await page.getByText('No Servers Found').waitFor();
    expect(await page.getByText('Get started by adding your first server.').count()).toBe(1);

    // A lookalike host is refused before anything is sent.
    await addServer(page, { url: 'https://battlemetrics.com.evil.test/servers/gmod/7654321' });
    await page.getByText('must be a BattleMetrics server URL', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await addServer(page, { url: 'https://www.battlemetrics.com/servers/gmod/7654321', collection: '900' });
    await page.getByText('Server added successfully!').waitFor();
    const main = card(page, 'Creative RP | E2E Main');
    await main.waitFor();
    expect(await main.getByText('Online', { exact: true }).count()).toBe(1);
    expect(await main.getByText('12/48').count()).toBe(1); // from the game server itself (A2S)
    expect(await main.getByText('Just now').count()).toBe(1);
    expect(await main.getByRole('link', { name: 'View on BattleMetrics' }).getAttribute('href')).toBe('https://www.battlemetrics.com/servers/gmod/7654321');
    expect(await main.getByRole('img', { name: /Player count over the last 24 hours: peak 12/ }).count()).toBe(1);

    // From the keyboard: the URL field has focus when the form opens, Enter submits.
    await page.getByRole('button', { name: 'Add Server' }).first().click();
    await page.getByRole('dialog', { name: 'Add Server' }).getByLabel('BattleMetrics URL').waitFor();
    await page.keyboard.type('https://battlemetrics.com/servers/gmod/7654322');
    await page.keyboard.press('Enter');
    await page.getByText('Server added successfully!').first().waitFor();
    await card(page, 'Creative RP | E2E Events').waitFor();
    await expect.poll(() => page.getByTestId('summary-total-servers').innerText()).toBe('2');

    // The same listing again is refused with the server's reason.
    await addServer(page, { url: 'https://www.battlemetrics.com/servers/gmod/7654321' });
    await page.getByText('"Creative RP | E2E Main" is already listed', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('admin refreshes a server and deletes one after a confirmation naming it', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/servers');
    await settle(page);
    await card(page, 'Creative RP | E2E Main').getByRole('button', { name: 'Refresh Creative RP | E2E Main' }).click();
    await page.getByText('Server data refreshed').waitFor();

    await card(page, 'Creative RP | E2E Events').getByRole('button', { name: 'Delete Creative RP | E2E Events' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Server' });
    await dialog.getByText('"Creative RP | E2E Events"').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Server deleted successfully').waitFor();
    await expect.poll(() => page.getByTestId('server-card').count()).toBe(1);
    await context.close();
  });

  it('a member sees the status without admin tools and opens the Workshop mods', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'member', '/server-status');
    await settle(page);
    const main = card(page, 'Creative RP | E2E Main');
    await main.waitFor();
    expect(await page.getByRole('button', { name: 'Add Server' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: /^Refresh / }).count()).toBe(0);
    expect(await page.getByTestId('summary-total-players').innerText()).toBe('12');

    await main.getByRole('link', { name: 'Workshop Mods' }).click();
    await page.waitForURL(/\/server\/\d+\/mods$/);
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Creative RP | E2E Main' }).waitFor();
    expect(await page.getByTestId('mods-server-status').innerText()).toContain('Online');
    await expect.poll(() => page.getByTestId('total-mods').innerText()).toBe('3');
    const wiremod = page.getByTestId('mod-item').filter({ hasText: 'Wiremod' });
    expect(await wiremod.getByRole('link', { name: 'Wiremod', exact: true }).getAttribute('href')).toBe(
      'https://steamcommunity.com/sharedfiles/filedetails/?id=1001',
    );
    expect(await wiremod.getByRole('link', { name: 'Search Workshop for Wiremod' }).getAttribute('href')).toBe(
      'https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=Wiremod',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);
    await page.getByRole('link', { name: 'Back to Server Status' }).click();
    await page.waitForURL('**/server-status');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unknown server's mods page shows the error view and a toast", async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'member', '/server/99999/mods');
    await settle(page);
    await page.getByText('Error Loading Mods').waitFor();
    await expect.poll(() => page.getByText('Server not found').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    await context.close();
  });
});

describe('server status on the demo site (simulated game servers on loopback)', () => {
  it('shows the two demo servers online, answered by the simulated game servers (D27), with history and mods', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/server-status');
    await settle(page);
    await expect.poll(() => page.getByTestId('server-card').count()).toBe(2);
    await expect.poll(() => page.getByTestId('summary-online').innerText()).toBe('2');
    expect(await page.getByTestId('summary-offline').innerText()).toBe('0');
    const main = card(page, 'Creative RP | Main');
    expect(await main.getByText('Online', { exact: true }).count()).toBe(1);
    expect(await main.getByText(/^\d+\/64$/).count()).toBe(1);
    // No listing: the link searches BattleMetrics for the server's address.
    expect(await main.getByRole('link', { name: 'View on BattleMetrics' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.battlemetrics\.com\/servers\/gmod\?q=/,
    );
    expect(await main.getByRole('img', { name: /Player count over the last 24 hours: peak \d+/ }).count()).toBe(1);

    await main.getByRole('link', { name: 'Workshop Mods' }).click();
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Creative RP | Main' }).waitFor();
    await expect.poll(() => page.getByTestId('total-mods').innerText()).toBe('4');
    expect(errors).toEqual([]);
    await context.close();
  });
});
