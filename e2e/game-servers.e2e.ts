import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signInWithDiscord } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** D41 through the real browser: an admin makes a key, copies what the game server needs, the key works, and a revoke ends it. */
describe('game servers (D41)', () => {
  it('creates a key shown once with the server.cfg lines, which reads the whitelist until it is revoked', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithDiscord(page, 'admin', '/admin/game-servers');
    await page.getByRole('heading', { level: 1, name: 'Game Servers' }).waitFor();

    // Keyboard only: the button opens the dialog, the name is typed, Enter creates the key.
    await page.getByRole('button', { name: 'Create key' }).first().focus();
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create a game server key' });
    await create.getByLabel('Name').fill('E2E main server');
    await create.getByLabel('Name').press('Enter');

    const shown = page.getByRole('dialog', { name: 'Key created' });
    await shown.waitFor();
    const key = (await shown.getByLabel('Key', { exact: true }).inputValue()).trim();
    expect(key).toMatch(/^crp_[A-Za-z0-9_-]{32,}$/);
    const cfg = await shown.getByLabel('Lines for garrysmod/cfg/server.cfg').inputValue();
    expect(cfg).toContain(`crp_api_key "${key}"`);
    expect(cfg).toContain('crp_site_url');
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('Copied').first().waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();

    // Listed by its prefix only; never the key.
    const row = page.getByRole('row', { name: /E2E main server/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 8));
    expect(await page.content()).not.toContain(key);

    // The key works from a game server's side, then stops working once revoked.
    const whitelist = () => context.request.get('/api/game/v1/whitelist?forms=whitelist-application', { headers: { authorization: `Bearer ${key}` } });
    expect((await whitelist()).status()).toBe(200);
    await row.getByRole('button', { name: 'Revoke the key E2E main server' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke key' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await whitelist()).status(), { timeout: 10_000 }).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
