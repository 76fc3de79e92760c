import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * Steam link and eligibility (D33, D34) in the browser: a form needs a linked Steam account and
 * 100 hours in Garry's Mod; the member is told before starting, links Steam through the fake
 * OpenID provider from the dashboard, sees the gate lift and applies.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const title = `Whitelist Application ${Date.now().toString(36)}`;

describe('Steam link and eligibility', () => {
  it('link Steam, see the gate lift, apply', async () => {
    const admin = await openPage(browser, 'site');
    await signInWithDiscord(admin.page, 'admin', '/dashboard');
    const created = await admin.page.request.post('/api/admin/applications', {
      data: {
        type: 'application',
        title,
        description: '<p>Join the whitelist.</p>',
        isActive: true,
        requiresInterview: false,
        requireSteam: true,
        minGmodHours: 100,
        questions: [{ type: 'short_text', question: 'What is your in-game name?', required: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    const member = await openPage(browser, 'site');
    await signInWithDiscord(member.page, 'member', `/application-form/${slug}`);
    // Another journey may have linked this member already: start from no link.
    expect((await member.page.request.delete('/api/auth/steam')).status()).toBe(204);
    await member.page.reload();
    await settle(member.page);
    const note = member.page.getByRole('note', { name: 'Why you cannot apply yet' });
    await note.getByText(/Link your Steam account on the dashboard/).waitFor();
    expect(await member.page.getByLabel('What is your in-game name?').count()).toBe(0);
    expect(await seriousViolations(member.page), 'not eligible').toEqual([]);

    await member.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await member.page.getByRole('link', { name: 'Link Steam account' }).click();
    await member.page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('steam') === 'linked');
    await member.page.getByText('Your Steam account is linked.').waitFor();
    await member.page.getByText('150 hours').waitFor();
    await member.page.getByText('STEAM_0:0:19867211').waitFor();
    expect(await seriousViolations(member.page), 'dashboard with Steam').toEqual([]);

    await member.page.goto(`/application-form/${slug}`);
    await settle(member.page);
    await member.page.getByLabel('What is your in-game name?').fill('Sparks');
    await member.page.getByRole('button', { name: 'Submit Application' }).click();
    await member.page.getByText('Application submitted successfully!').waitFor();
    expect(member.errors).toEqual([]);
  });
});
