import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * Conditional questions (D35) end to end: an admin builds a two-branch form with the keyboard
 * ("Have you been banned before?" → "Why?" on page 1, "Who banned you?" alone on page 2); a member
 * applies down the No branch (page 2 is skipped) and, after withdrawing, down the Yes branch; the
 * review screen shows only the questions each answer was asked.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('[data-question-card]');

/** Presses a button from the keyboard: focus, then Enter. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

/** Adds a question to the current page by keyboard and fills it in; returns its card. */
async function addQuestion(page: Page, pageNo: number, type: string, text: string, options: string[] = []): Promise<Locator> {
  await press(page.getByRole('button', { name: `Add Question to Page ${pageNo}` }));
  const card = cards(page).last();
  await card.getByLabel('Question type').selectOption(type);
  await card.getByLabel('Question text').fill(text);
  for (const [i, label] of options.entries()) {
    if (i > 0) await press(card.getByRole('button', { name: 'Add Option' }));
    await card.getByRole('textbox', { name: new RegExp(`option ${i + 1}$`) }).fill(label);
  }
  return card;
}

/** "Show only if…" by keyboard: open it, arrow to the first earlier question, tab to the answer, Space. */
async function showOnlyIf(page: Page, card: Locator, answer: string) {
  await press(card.getByRole('button', { name: 'Show only if…' }));
  const source = card.getByLabel(/is shown only if this earlier question$/);
  await expect.poll(() => source.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowDown');
  const checkbox = card.getByRole('checkbox', { name: answer });
  await checkbox.waitFor();
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

async function reviewedTitles(page: Page, responseId: number): Promise<string[]> {
  await page.goto(`/admin/application/${responseId}`);
  await settle(page);
  await page.getByRole('heading', { name: 'Applicant Information' }).waitFor();
  const items = page.locator('ol > li').filter({ has: page.getByText(/^Question \d+$/) });
  await items.first().waitFor();
  return (await items.locator('div.font-semibold').allTextContents()).map((t) => t.replace(/\*$/, '').trim());
}

describe('conditional questions', () => {
  it('an admin builds a two-branch form by keyboard; a member applies down each branch; review shows only what was asked', async () => {
    const title = `Ban Appeal ${Date.now()}`;
    const admin = await openPage(browser);
    const { page } = admin;
    await signInWithDiscord(page, 'admin', '/admin/applications');
    await settle(page);
    await press(page.getByRole('button', { name: 'Create Application' }));
    await page.getByRole('heading', { name: 'Create New Application' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await press(page.getByRole('switch', { name: 'Enable pagination' }));
    await press(page.getByRole('switch', { name: 'Requires Interview' }));

    await addQuestion(page, 1, 'single_choice', 'Have you been banned before?', ['Yes', 'No']);
    const why = await addQuestion(page, 1, 'long_text', 'Why were you banned?');
    await showOnlyIf(page, why, 'Yes');
    await why.getByText('Shown only if “Have you been banned before?” is “Yes”').waitFor();
    await press(page.getByRole('button', { name: 'Add Page' }));
    const who = await addQuestion(page, 2, 'short_text', 'Who banned you?');
    await showOnlyIf(page, who, 'Yes');
    await press(page.getByRole('button', { name: 'Add Page' }));
    await addQuestion(page, 3, 'short_text', 'Your in-game name');
    expect(await seriousViolations(page)).toEqual([]);

    await press(page.getByRole('button', { name: 'Save' }));
    await page.getByRole('status').filter({ hasText: 'Application created successfully' }).first().waitFor();
    const forms = await (await page.request.get('/api/admin/applications')).json();
    const form = forms.find((f: { title: string }) => f.title === title);
    const saved = await (await page.request.get(`/api/admin/applications/${form.id}`)).json();
    const bannedId = saved.questions.find((q: { title: string }) => q.title === 'Have you been banned before?').id;
    expect(saved.questions.find((q: { title: string }) => q.title === 'Who banned you?').showIf).toMatchObject({ questionId: bannedId });

    // The member: No first. Page 2 holds only a Yes question, so it is skipped and counted out.
    const member = await openPage(browser);
    const m = member.page;
    await signInWithDiscord(m, 'member', `/application-form/${form.slug}`);
    await settle(m);
    await m.getByRole('radio', { name: 'No' }).check();
    await m.getByText('Page 1 of 2').waitFor();
    expect(await m.getByLabel('Why were you banned?').count()).toBe(0);
    expect(await seriousViolations(m)).toEqual([]);
    await m.getByRole('button', { name: 'Next' }).click();
    await m.getByText('Page 2 of 2').waitFor();
    await m.getByLabel('Your in-game name').fill('Sparks');
    await m.getByRole('button', { name: 'Submit Application' }).click();
    await m.getByRole('status').filter({ hasText: 'Application submitted successfully!' }).first().waitFor();
    const first = (await (await m.request.get(`/api/applications/${form.slug}/status`)).json()).responseId as number;
    expect((await m.request.patch(`/api/applications/response/${first}/withdraw`)).status()).toBe(200);

    // Then Yes: "Why?" appears as they answer, page 2 is asked.
    await m.goto(`/application-form/${form.slug}`);
    await settle(m);
    await m.getByRole('radio', { name: 'Yes' }).check();
    await m.getByText('Page 1 of 3').waitFor();
    await m.getByLabel('Why were you banned?').fill('Prop spam in spawn, two years ago.');
    await m.getByRole('button', { name: 'Next' }).click();
    await m.getByText('Page 2 of 3').waitFor();
    await m.getByLabel('Who banned you?').fill('Moderator Kay');
    await m.getByRole('button', { name: 'Next' }).click();
    await m.getByText('Page 3 of 3').waitFor();
    await m.getByLabel('Your in-game name').fill('Sparks');
    await m.getByRole('button', { name: 'Submit Application' }).click();
    await m.getByRole('status').filter({ hasText: 'Application submitted successfully!' }).first().waitFor();
    const second = (await (await m.request.get(`/api/applications/${form.slug}/status`)).json()).responseId as number;
    expect(second).not.toBe(first);
    expect(member.errors).toEqual([]);
    await member.context.close();

    // Review: each response shows the questions its applicant was asked, nothing else.
    expect(await reviewedTitles(page, first)).toEqual(['Have you been banned before?', 'Your in-game name']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await reviewedTitles(page, second)).toEqual(['Have you been banned before?', 'Why were you banned?', 'Who banned you?', 'Your in-game name']);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
