import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * D28 from the member's side, with the fake Discord's 'leaver' (no other test uses that account):
 * an open application, the confirmation that asks for the username, home signed out, staff still
 * see the response under 'Deleted user', and signing in again starts an empty account.
 */
describe('deleting my account', () => {
  it('withdraws the open application, signs out, and a new sign-in starts from nothing', async () => {
    const admin = await openPage(browser);
    await signInWithDiscord(admin.page, 'admin');
    const created = await admin.page.request.post('/api/admin/applications', {
      data: {
        type: 'application',
        title: 'Account Deletion Check',
        description: '<p>For the deletion test.</p>',
        requiresInterview: false,
        questions: [{ type: 'short_text', question: 'Your in-game name', required: true }],
      },
    });
    expect(created.status()).toBe(201);
    const form = (await created.json()) as { slug: string; questions: Array<{ id: number }> };

    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'leaver', '/dashboard');
    const submitted = await page.request.post(`/api/applications/${form.slug}/submit`, {
      data: { answers: [{ questionId: form.questions[0]!.id, answer: 'Leaving Larry' }] },
    });
    expect(submitted.status()).toBe(201);
    const responseId = ((await submitted.json()) as { response: { id: number } }).response.id;

    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your username/).fill('leaving_member');
    await confirm.click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login with Discord' }).waitFor();
    expect((await page.request.get('/api/applications/my-applications')).status()).toBe(401);
    expect(errors).toEqual([]);

    // Staff keep the response, withdrawn, under 'Deleted user'.
    const detail = await admin.page.request.get(`/api/applications/response/${responseId}`);
    expect(detail.status()).toBe(200);
    const body = (await detail.json()) as { status: string; user: { displayName: string; username: string } };
    expect(body.status).toBe('withdrawn');
    expect(body.user.displayName).toBe('Deleted user');
    expect(body.user.username).toBe('Deleted user');

    await signInWithDiscord(page, 'leaver', '/dashboard');
    const mine = await page.request.get('/api/applications/my-applications');
    expect(await mine.json()).toEqual([]);
    await admin.context.close();
    await context.close();
  });
});
