import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * Deciding together (D29–D31) on the site with the fake Discord: on a form decided by two votes,
 * the admin writes a note and a message to the applicant and approves; the reviewer sees the
 * tally, is told the votes decide, and approves: the response is accepted. The applicant sees
 * "Accepted" and the staff's message on their dashboard and answers nothing (closed). Axe clean.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const title = `Event Team Application ${Date.now().toString(36)}`;

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/together-${name}.png`, fullPage: true });
}

describe('deciding together', () => {
  it('two votes accept a binding application; notes stay with staff; the applicant reads the staff message', async () => {
    const admin = await openPage(browser, 'site');
    await signInWithDiscord(admin.page, 'admin', '/dashboard');
    const created = await admin.page.request.post('/api/admin/applications', {
      data: {
        type: 'application',
        title,
        description: '<p>Run the weekly events.</p>',
        isActive: true,
        requiresInterview: false,
        votesRequired: 2,
        votingBinding: true,
        questions: [{ type: 'short_text', question: 'Which event would you run first?', required: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const form = (await created.json()) as { slug: string; questions: { id: number }[] };

    const member = await openPage(browser, 'site');
    await signInWithDiscord(member.page, 'member', '/dashboard');
    const submitted = await member.page.request.post(`/api/applications/${form.slug}/submit`, {
      data: { answers: [{ questionId: form.questions[0]!.id, answer: 'A prop-hunt night' }] },
    });
    expect(submitted.status()).toBe(201);
    const id = ((await submitted.json()) as { response: { id: number } }).response.id;

    // The admin: a private note, a message to the applicant, the first approval.
    const a = admin.page;
    await a.goto(`/admin/application/${id}`);
    await settle(a);
    const discussion = a.getByRole('region', { name: 'Discussion' });
    await discussion.getByRole('textbox', { name: 'Add note' }).fill('Ran events on another server <for years>.');
    await discussion.getByRole('button', { name: 'Add note' }).click();
    await discussion.getByText('Ran events on another server <for years>.').waitFor();
    await discussion.getByRole('tab', { name: 'Messages' }).click();
    await discussion.getByRole('textbox', { name: /^Message to / }).fill('Which evenings could you host?');
    await discussion.getByRole('button', { name: 'Send message' }).click();
    await discussion.getByText('Which evenings could you host?').waitFor();
    const votes = a.getByRole('region', { name: 'Votes' });
    await votes.getByRole('button', { name: 'Approve' }).click();
    await votes.getByText('1 of 2 approve').waitFor();

    // The reviewer: told the votes decide, sees the tally, casts the deciding vote.
    const reviewer = await openPage(browser, 'site');
    const r = reviewer.page;
    await signInWithDiscord(r, 'reviewer', `/admin/application/${id}`);
    await settle(r);
    await r.getByText(/This form is decided by vote/).waitFor();
    const rVotes = r.getByRole('region', { name: 'Votes' });
    await rVotes.getByText('1 of 2 approve').waitFor();
    await rVotes.getByRole('textbox', { name: /Reason/ }).fill('Good event idea');
    await shot(r, 'review');
    expect(await seriousViolations(r)).toEqual([]);
    await rVotes.getByRole('button', { name: 'Approve' }).click();
    await r
      .getByRole('region', { name: 'Decision' })
      .getByText(/This response is/)
      .waitFor();
    await r.getByRole('region', { name: 'Status History' }).getByText('Approved by vote (2 of 2)').waitFor();

    // The applicant: accepted, and the staff's message under the application; no notes anywhere.
    const m = member.page;
    await m.goto('/dashboard');
    await settle(m);
    const entry = m.getByRole('listitem').filter({ has: m.getByRole('heading', { name: title }) });
    await entry.getByText('Accepted', { exact: true }).waitFor();
    await entry.getByText('New from staff').waitFor();
    await entry.getByText('Which evenings could you host?').waitFor();
    expect(await entry.getByRole('textbox', { name: 'Reply to the staff' }).count()).toBe(0);
    expect(await m.getByText('Ran events on another server').count()).toBe(0);
    await shot(m, 'dashboard');
    expect(await seriousViolations(m)).toEqual([]);
    expect([...admin.errors, ...reviewer.errors, ...member.errors]).toEqual([]);
  });
});
