import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, settle, signInDemo } from './browser.ts';

/**
 * The player's journey through applications on the demo site, with the demo forms it seeds:
 * 'Staff Application' (3 pages + interview), 'Builder Application' (requirements), and the
 * 'Community Feedback Survey'. The demo member is shared with other browser tests, so each
 * test first withdraws any open Staff Application it may hold and withdraws its own at the end.
 */
const STAFF = 'staff-application';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface MyResponse {
  id: number;
  status: string;
  application: { slug: string };
}

/** Withdraws the demo member's open Staff Application responses through the API (test set-up only). */
async function withdrawOpenStaffApplications(page: Page): Promise<void> {
  const res = await page.request.get('/api/applications/my-applications');
  expect(res.status()).toBe(200);
  const mine = (await res.json()) as MyResponse[];
  for (const response of mine.filter((r) => r.application.slug === STAFF && ['submitted', 'under_review', 'pending_interview'].includes(r.status))) {
    const withdrawn = await page.request.patch(`/api/applications/response/${response.id}/withdraw`);
    expect(withdrawn.status()).toBe(200);
  }
}

const joinDate = (page: Page) => page.getByRole('textbox', { name: 'When did you first join our servers?' });

/** Page 1 of the Staff Application, with the required-field errors and a wrong date corrected on the way. */
async function fillPageOne(page: Page): Promise<void> {
  await page.getByText('Page 1 of 3').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => page.getByText('This field is required').count()).toBe(4);
  const name = page.getByLabel('What is your in-game name?');
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  await name.fill('Marcus Hale');
  // Editing clears that field's error only.
  await expect.poll(() => page.getByText('This field is required').count()).toBe(3);
  expect(await name.getAttribute('aria-invalid')).toBe('false');
  await page.getByLabel('What is your Steam profile link?').fill('https://steamcommunity.com/id/marcus');
  await joinDate(page).pressSequentially('02302021');
  await page.getByLabel('Which time zone do you usually play in?').selectOption({ label: 'Central Europe (UTC+1)' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Enter a real date as MM/DD/YYYY').waitFor();
  expect(await page.getByText('Page 1 of 3').count()).toBe(1);
  await joinDate(page).fill('');
  await joinDate(page).pressSequentially('03152021');
  expect(await joinDate(page).inputValue()).toBe('03/15/2021');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Page 2 of 3').waitFor();
}

async function fillPageTwo(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel('Tell us about your moderation or community experience.').fill('Two years moderating a DarkRP server and a 5k member Discord.');
  await page.getByRole('checkbox', { name: 'Player reports and tickets' }).check();
  await page.getByRole('checkbox', { name: 'Welcoming new players' }).check();
  await page.getByRole('radio', { name: '4 of 5' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Page 3 of 3').waitFor();
}

async function fillPageThree(page: Page): Promise<void> {
  await page.getByLabel('A player reports that someone killed five people').fill('Check the logs, talk to both sides, then warn or ban by the rules.');
  await page.getByLabel('Two players are arguing in OOC chat').fill('Ask them to move to DMs and mute them if it continues.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Interview Availability' }).waitFor();
}

async function chooseSlots(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Wednesday 7-9 PM' }).check();
  await page.getByRole('checkbox', { name: 'Friday 9-11 PM' }).check();
}

async function openStaffApplication(page: Page): Promise<void> {
  await page.goto('/applications');
  await settle(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Staff Application' }) });
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await page.waitForURL(`**/application-form/${STAFF}`);
  await settle(page);
}

describe('applications and surveys for players', () => {
  it('browse, requirements, a multi-page form with corrections and interview slots, dashboard, withdraw, apply again', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/applications');
    await withdrawOpenStaffApplications(page);
    await page.reload();
    await settle(page);

    // Browse: both sections with their cards.
    await page.getByRole('heading', { name: 'Applications & Surveys' }).waitFor();
    await page.getByRole('heading', { name: 'Available Applications' }).waitFor();
    await page.getByRole('heading', { name: 'Available Surveys' }).waitFor();
    const survey = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Community Feedback Survey' }) });
    expect(await survey.getByRole('button', { name: /Take Survey|Take Again/ }).count()).toBe(1);
    const builder = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Builder Application' }) });
    expect(await builder.getByText('Open', { exact: true }).count()).toBe(1);
    expect(await builder.getByText('Deadline: No deadline').count()).toBe(1);

    // Requirements must be confirmed: Cancel stays, confirming opens the form.
    await builder.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prerequisites & Requirements' });
    await dialog.getByText('Before proceeding with "Builder Application", please review the following requirements:').waitFor();
    await dialog.getByText('At least 20 hours played').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/applications');
    await builder.getByRole('button', { name: 'Apply Now' }).click();
    await dialog.getByRole('button', { name: 'I Meet These Requirements' }).click();
    await page.waitForURL('**/application-form/builder-application');
    await page.getByRole('heading', { name: 'Builder Application' }).waitFor();
    // A single-page form without interview submits from its only page.
    await page.getByRole('button', { name: 'Submit Application' }).waitFor();
    expect(await page.getByRole('list', { name: 'Steps' }).count()).toBe(0);

    // The Staff Application: three pages, then the interview step.
    await openStaffApplication(page);
    await page.getByRole('list', { name: 'Steps' }).waitFor();
    await fillPageOne(page);
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByLabel('What is your in-game name?').inputValue()).toBe('Marcus Hale');
    await page.getByRole('button', { name: 'Next' }).click();
    // Page 2's required fields are checked before moving on too.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(4);
    await fillPageTwo(page);
    await fillPageThree(page);
    // No slot chosen: the server's rule is checked here first.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Choose at least one time slot').waitFor();
    await page.getByRole('button', { name: 'Back to Questions' }).click();
    await page.getByText('Page 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseSlots(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application submitted successfully!').waitFor();
    await page.waitForURL('**/dashboard');
    await settle(page);

    // On the dashboard: the section opened by itself, the entry shows 'Pending Review'.
    const statusToggle = page.getByRole('button', { name: /Application Status/ });
    await expect.poll(() => statusToggle.getAttribute('aria-expanded')).toBe('true');
    const entry = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Staff Application' }) })
      .first();
    await entry.getByText('Pending Review').waitFor();

    // Withdraw it.
    await entry.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw Application' });
    await withdraw.getByText('Are you sure you want to withdraw your application for "Staff Application"?').waitFor();
    await withdraw.getByRole('button', { name: 'Yes, Withdraw' }).click();
    await page.getByText('Application withdrawn successfully').waitFor();
    await entry.getByText('Withdrawn').waitFor();
    expect(await entry.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);

    // Apply again: the form offers 'Resubmit Application'; the draft was cleared by the submit.
    await openStaffApplication(page);
    expect(await page.getByLabel('What is your in-game name?').inputValue()).toBe('');
    await fillPageOne(page);
    await fillPageTwo(page);
    await fillPageThree(page);
    await chooseSlots(page);
    await page.getByRole('button', { name: 'Resubmit Application' }).click();
    await page.getByText('Application submitted successfully!').waitFor();
    await page.waitForURL('**/dashboard');

    // While it is open the Staff Application is no longer offered.
    await page.goto('/applications');
    await settle(page);
    await page.getByRole('heading', { name: 'Builder Application' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Staff Application' }).count()).toBe(0);
    // And its own page says it was already submitted.
    await page.goto(`/application-form/${STAFF}`);
    await page.getByText('Application Already Submitted').waitFor();
    await page.getByRole('link', { name: 'View Dashboard' }).waitFor();

    await withdrawOpenStaffApplications(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the answers, the page and the step through a reload', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/applications');
    await withdrawOpenStaffApplications(page);
    await openStaffApplication(page);
    await fillPageOne(page);
    await page.getByLabel('Tell us about your moderation or community experience.').fill('Half-written answer');

    await page.reload();
    await settle(page);
    await page.getByText('We restored the answers you had not submitted yet').waitFor();
    await page.getByText('Page 2 of 3').waitFor();
    expect(await page.getByLabel('Tell us about your moderation or community experience.').inputValue()).toBe('Half-written answer');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByLabel('What is your in-game name?').inputValue()).toBe('Marcus Hale');
    expect(await joinDate(page).inputValue()).toBe('03/15/2021');

    // 'Start over' discards the draft.
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await page.getByLabel('What is your in-game name?').inputValue()).toBe('');
    await page.reload();
    await settle(page);
    await page.getByText('Page 1 of 3').waitFor();
    expect(await page.getByText('We restored the answers').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings the person back to the same form with their answers after the session expired mid-form', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/applications');
    await withdrawOpenStaffApplications(page);
    await openStaffApplication(page);
    await fillPageOne(page);
    await fillPageTwo(page);
    await fillPageThree(page);
    await chooseSlots(page);

    // The session ends (cookie gone) while the person is on the interview step.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`**/login?returnTo=%2Fapplication-form%2F${STAFF}`);
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    await page.getByRole('button', { name: 'Sign in as demo member' }).click();
    await page.waitForURL(`**/application-form/${STAFF}`);
    await settle(page);

    // Same step, same slots, same answers.
    await page.getByText('We restored the answers you had not submitted yet').waitFor();
    await page.getByRole('heading', { name: 'Interview Availability' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Wednesday 7-9 PM' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Friday 9-11 PM' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back to Questions' }).click();
    expect(await page.getByLabel('Two players are arguing in OOC chat').inputValue()).toBe('Ask them to move to DMs and mute them if it continues.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application submitted successfully!').waitFor();
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Staff Application' }) })
      .first()
      .getByText('Pending Review')
      .waitFor();

    // The draft is gone after the successful submit.
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('crp:application-draft')));
    expect(drafts).toEqual([]);
    await withdrawOpenStaffApplications(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the survey and marks it completed, still offering it again', async () => {
    const { page, context, errors } = await openPage(browser, 'demo');
    await signInDemo(page, 'member', '/applications');
    await page.goto('/application-form/community-feedback-survey');
    await settle(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(2);
    await page.getByRole('radio', { name: '5 of 5' }).click();
    await page.getByRole('radio', { name: 'Build Server' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application submitted successfully!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.goto('/applications');
    await settle(page);
    const survey = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Community Feedback Survey' }) });
    await survey.getByText('Completed').waitFor();
    await survey.getByRole('button', { name: 'Take Again' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
