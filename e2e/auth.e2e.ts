import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, settle, signInDemo, signInWithDiscord } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in through the fake Discord', () => {
  it('signs a member in and shows the member navigation', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'member');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Browse Store', 'Dashboard', 'Applications', 'Server Status']) {
      await expect.poll(() => nav.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await page.getByTestId('nav-user').innerText()).toContain('Player One');
    expect(await page.getByRole('link', { name: 'Login with Discord' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs an admin in and shows Admin Dashboard', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'admin');
    await settle(page);
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByTestId('nav-user').innerText()).toContain('Staff Admin');
    await context.close();
  });

  it('sends a signed-out visitor from a guarded page to /login with returnTo, and back after sign-in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/applications?tab=surveys');
    await page.waitForURL('**/login?returnTo=%2Fapplications%3Ftab%3Dsurveys');
    // The URL changes before the login page has rendered (slow under load): wait for its text.
    await page.getByText('Please sign in with Discord to access the site').waitFor();
    expect(await page.getByText('Please sign in with Discord to access the site').count()).toBe(1);
    // 'Login with Discord' is hidden on /login itself.
    expect(await page.getByRole('link', { name: 'Login with Discord' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    await page.getByRole('link', { name: 'Authorize as member' }).click();
    await page.waitForURL((url) => url.pathname === '/applications' && url.search === '?tab=surveys');
    await context.close();
  });

  it('logs out: the session ends and guarded pages ask to sign in again', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'member', '/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    // Home (public), not the guard's sign-in screen for the page that was left.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login with Discord' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/login?returnTo=%2Fdashboard');
    await context.close();
  });

  it('shows a readable message when the person cancels on Discord', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/login?error=denied');
    await page.getByRole('alert').getByText('Discord sign-in was cancelled').waitFor();
    await context.close();
  });

  it('keeps members out of admin screens', async () => {
    const { page, context } = await openPage(browser);
    await signInWithDiscord(page, 'member');
    await page.goto('/admin/users');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows the Page not found screen for unknown paths', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText("Sorry, we couldn't find the page you're looking for.").count()).toBe(1);
    await context.close();
  });
});

describe('demo mode', () => {
  it('offers Demo member and Demo admin, and says so on every page', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await page.goto('/');
    await page.getByText('Demo mode: no Discord application is configured').waitFor();
    await signInDemo(page, 'admin', '/dashboard');
    await settle(page);
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Demo mode: no Discord application is configured').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
