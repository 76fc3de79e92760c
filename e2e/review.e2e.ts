import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * The staff review journey on the site with the fake Discord (admin-area §2.1–2.4, §4.2): a member
 * applies, a reviewer filters the response dashboard, takes the response, accepts it with one of the
 * offered slots, passes the interview; a second application is rejected with a reason; the
 * applicant sees every status and the interview time on their dashboard. E2E_SCREENSHOTS=1 keeps
 * screenshots of the screens in test-results/.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now().toString(36);
const staffTitle = `Moderator Application ${run}`;
const builderTitle = `Builder Application ${run}`;

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/review-${name}.png`, fullPage: true });
}

/** Creates an application form through the admin API; answers its slug. */
async function createForm(page: Page, title: string, requiresInterview: boolean): Promise<string> {
  const res = await page.request.post('/api/admin/applications', {
    data: {
      type: 'application',
      title,
      description: '<p>Help run the community.</p>',
      isActive: true,
      requiresInterview,
      questions: [
        { type: 'short_text', question: 'What is your in-game name?', required: true },
        { type: 'multiple_choice', question: 'Which areas interest you?', required: false, options: ['Tickets', 'Events', 'Welcoming'] },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { slug: string }).slug;
}

/** The member's dashboard entry of a form, once it shows `status`. */
async function expectOnDashboard(page: Page, title: string, status: string): Promise<ReturnType<Page['getByRole']>> {
  await page.goto('/dashboard');
  await settle(page);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await entry.getByText(status, { exact: true }).waitFor();
  return entry;
}

describe('staff review', () => {
  it('filter, take, accept with a slot, pass the interview; reject another; the applicant sees each step', async () => {
    const admin = await openPage(browser, 'site');
    await signInWithDiscord(admin.page, 'admin', '/dashboard');
    const staffSlug = await createForm(admin.page, staffTitle, true);
    const builderSlug = await createForm(admin.page, builderTitle, false);

    // The member applies to the moderator form through the form, with two interview slots.
    const member = await openPage(browser, 'site');
    await signInWithDiscord(member.page, 'member', `/application-form/${staffSlug}`);
    await settle(member.page);
    await member.page.getByLabel('What is your in-game name?').fill('Marcus Hale');
    await member.page.getByRole('checkbox', { name: 'Events' }).check();
    const next = member.page.getByRole('button', { name: 'Next' });
    if (await next.count()) await next.click();
    await member.page.getByRole('checkbox', { name: 'Wednesday 7-9 PM' }).check();
    await member.page.getByRole('checkbox', { name: 'Friday 9-11 PM' }).check();
    await member.page.getByRole('button', { name: 'Submit Application' }).click();
    await member.page.getByText('Application submitted successfully!').waitFor();
    // And to the builder form through the API (same call the form makes).
    const builder = (await (await member.page.request.get(`/api/applications/${builderSlug}`)).json()) as { questions: { id: number }[] };
    const submitted = await member.page.request.post(`/api/applications/${builderSlug}/submit`, {
      data: { answers: [{ questionId: builder.questions[0]!.id, answer: 'Marcus Builds' }] },
    });
    expect(submitted.status()).toBe(201);
    await expectOnDashboard(member.page, staffTitle, 'Pending Review');

    // The reviewer finds it: filters live in the URL.
    const reviewer = await openPage(browser, 'site');
    const { page } = reviewer;
    await signInWithDiscord(page, 'reviewer', '/admin/responses');
    await settle(page);
    await page.getByRole('heading', { name: /^Submitted Responses \(\d+\)$/ }).waitFor();
    await page.getByRole('tab', { name: /Applications/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(run);
    await page.waitForURL((url) => url.searchParams.get('q') === run && url.searchParams.get('tab') === 'applications');
    await page.getByRole('heading', { name: 'Submitted Responses (2)' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('submitted');
    await page.getByRole('combobox', { name: 'Form' }).selectOption({ label: staffTitle });
    await page.getByRole('heading', { name: 'Submitted Responses (1)' }).waitFor();
    await shot(page, 'responses');
    await page.getByRole('link', { name: `View ${staffTitle} from Player One` }).click();

    // Review: take it, then accept with the applicant's Wednesday slot.
    await page.getByRole('heading', { name: 'Applicant Information' }).waitFor();
    await page.getByRole('button', { name: 'Take for review' }).click();
    await page.getByText('Application status updated successfully').waitFor();
    await page.getByText(/Taken for review by staff_reviewer/).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept Application' });
    await accept.getByRole('radio', { name: /Wednesday 7-9 PM/ }).check();
    expect(await accept.getByLabel('Interview Time').inputValue()).toBe('19:00');
    await accept.getByLabel(/^Interview Notes/).fill('Join the Interviews voice channel.');
    await shot(page, 'accept-modal');
    await accept.getByRole('button', { name: 'Confirm Accept' }).click();
    await page.getByText('Application accepted and interview scheduled!').waitFor();
    const scheduled = page.getByRole('region', { name: 'Scheduled Interview' });
    await scheduled.getByText(/^Wednesday, .+ at 7:00 PM/).waitFor();
    await page.getByRole('region', { name: 'Interview Decision' }).waitFor();
    await shot(page, 'review');

    // The applicant sees the interview with its time.
    let entry = await expectOnDashboard(member.page, staffTitle, 'Pending Interview');
    await entry.getByText(/^Wednesday, .+ at 7:00 PM/).waitFor();
    await entry.getByText('Join the Interviews voice channel.').waitFor();

    // Interview passed.
    await page.getByRole('button', { name: 'Pass Interview' }).click();
    const pass = page.getByRole('dialog', { name: 'Interview Pass' });
    await pass.getByLabel(/^Interview Notes/).fill('Calm and clear.');
    await pass.getByRole('button', { name: 'Confirm Pass' }).click();
    await page.getByText('Interview passed! Application accepted.').waitFor();
    await page.getByRole('region', { name: 'Decision' }).waitFor();
    expect(await page.getByRole('region', { name: 'Status History' }).getByRole('listitem').count()).toBe(4);
    entry = await expectOnDashboard(member.page, staffTitle, 'Accepted');

    // The builder application is rejected with a reason.
    await page.goto(`/admin/responses?tab=applications&q=${encodeURIComponent(builderTitle)}`);
    await settle(page);
    await page.getByRole('link', { name: `View ${builderTitle} from Player One` }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Application' });
    await reject.getByLabel(/^Reason/).fill('We need more building experience.');
    await reject.getByRole('button', { name: 'Confirm Reject' }).click();
    await page.getByText('Application rejected!').waitFor();
    entry = await expectOnDashboard(member.page, builderTitle, 'Rejected');
    await entry.getByText('We need more building experience.').waitFor();

    // Accessibility of the three screens (as the admin, who may open all of them).
    const reviewUrl = new URL(page.url()).pathname;
    for (const path of ['/admin', '/admin/responses?from=dashboard', reviewUrl]) {
      await admin.page.goto(path);
      await settle(admin.page);
      await admin.page.waitForLoadState('networkidle');
      if (path === '/admin') await shot(admin.page, 'dashboard');
      expect(await seriousViolations(admin.page), path).toEqual([]);
    }

    expect([...admin.errors, ...member.errors, ...reviewer.errors]).toEqual([]);
    await Promise.all([admin.context.close(), member.context.close(), reviewer.context.close()]);
  });
});
