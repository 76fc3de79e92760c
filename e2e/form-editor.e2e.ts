import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser, openPage, settle, signInWithDiscord } from './browser.ts';

/**
 * The form editor as an admin uses it: build an application of every question type over three
 * pages, reorder by keyboard and mouse, delete a page, preview, save; a member answers it; the
 * admin edits it afterwards (the response still reads as asked, D7), disables and deletes it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('[data-question-card]');
const handles = (page: Page) => page.locator('[data-drag-handle]');
const handleNames = async (page: Page) =>
  (await handles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((l) => l.split(': ')[1]);

/** Adds a question to the current page and fills it in; returns its card. */
async function addQuestion(page: Page, pageNo: number, type: string, text: string, options: string[] = []): Promise<Locator> {
  await page.getByRole('button', { name: `Add Question to Page ${pageNo}` }).click();
  const card = cards(page).last();
  await card.getByLabel('Question type').selectOption(type);
  await card.getByLabel('Question text').fill(text);
  for (const [i, label] of options.entries()) {
    if (i > 0) await card.getByRole('button', { name: 'Add Option' }).click();
    await card.getByRole('textbox', { name: new RegExp(`option ${i + 1}$`) }).fill(label);
  }
  return card;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

describe('form editor', () => {
  it('an admin builds, previews and saves a three-page form; a member answers it; edits keep the answer as asked; disable; delete', async () => {
    const title = `Recruitment ${Date.now()}`;
    const { page, context, errors } = await openPage(browser);
    await signInWithDiscord(page, 'admin', '/admin/applications?from=dashboard');
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Manage Applications & Surveys' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Application' }).click();
    await page.getByRole('heading', { name: 'Create New Application' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByText('Please provide a title and at least one question for the survey/application.').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Join the team that runs our events.');

    // Page 1: text questions. Page 2: the three choice types. Page 3: rating and date.
    await addQuestion(page, 1, 'short_text', 'Your in-game name');
    await addQuestion(page, 1, 'long_text', 'Why do you want to join?');
    await page.getByRole('button', { name: 'Add Page' }).click();
    await addQuestion(page, 2, 'dropdown', 'Favourite colour', ['Red', 'Blue']);
    await addQuestion(page, 2, 'multiple_choice', 'Play styles', ['Building', 'Events']);
    await addQuestion(page, 2, 'single_choice', 'Played before?', ['Yes', 'No']);
    await page.getByRole('button', { name: 'Add Page' }).click();
    const rating = await addQuestion(page, 3, 'rating', 'Rate the community');
    await rating.getByLabel('Rating maximum').selectOption('7');
    const date = await addQuestion(page, 3, 'date', 'First visit');
    await date.getByText('Applicants enter the date as MM/DD/YYYY.').waitFor();

    // Reorder page 3 by mouse: drag 'First visit' above 'Rate the community'.
    expect(await handleNames(page)).toEqual(['Rate the community', 'First visit']);
    const from = (await handles(page).nth(1).boundingBox())!;
    const to = (await handles(page).nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 12);
    }
    await page.mouse.up();
    await expect.poll(() => handleNames(page)).toEqual(['First visit', 'Rate the community']);
    // A drag that starts in a text field does nothing.
    const text = cards(page).nth(0).getByLabel('Question text');
    const box = (await text.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 300, { steps: 8 });
    await page.mouse.up();
    expect(await handleNames(page)).toEqual(['First visit', 'Rate the community']);

    // A fourth page, deleted again: its question moves to the end of Page 1.
    await page.getByRole('button', { name: 'Add Page' }).click();
    const temporary = await addQuestion(page, 4, 'short_text', 'Anything else?');
    await temporary.getByRole('switch', { name: 'Required' }).click();
    await page.getByRole('button', { name: 'Delete Page' }).click();
    const deletePage = page.getByRole('dialog', { name: 'Delete Page' });
    await deletePage.getByRole('button', { name: 'Delete Page' }).click();
    await toast(page, 'Page deleted successfully');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Page 1, 3 questions', 'Page 2, 3 questions', 'Page 3, 2 questions']);
    expect(await page.getByRole('tab', { name: /Page 1/ }).getAttribute('aria-selected')).toBe('true');

    // Reorder page 1 by keyboard: 'Why do you want to join?' moves up one place.
    expect(await handleNames(page)).toEqual(['Your in-game name', 'Why do you want to join?', 'Anything else?']);
    await handles(page).nth(1).focus();
    await page.keyboard.press('Space');
    await page.getByText(/Picked up question “Why do you want to join\?”/).waitFor({ state: 'attached' });
    // dnd-kit measures the drop targets and starts listening for arrows a moment after the pick-up is
    // announced; an arrow pressed inside that moment is ignored (a person would press it again). The
    // question is second of three, so further presses cannot move it past the first place.
    const moved = page.getByText(/Question “Why do you want to join\?” moved to position 1 of 3 on Page 1\./);
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press('ArrowUp');
      const announced = await moved.waitFor({ state: 'attached', timeout: 2000 }).then(
        () => true,
        () => false,
      );
      if (announced) break;
      if (attempt === 5) throw new Error('the keyboard move was never announced');
    }
    await page.keyboard.press('Space');
    await expect.poll(() => handleNames(page)).toEqual(['Why do you want to join?', 'Your in-game name', 'Anything else?']);

    await page.getByRole('switch', { name: 'Enable pagination' }).click();
    await page.getByRole('switch', { name: 'Requires Interview' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    // Preview: the applicant's own form, three pages, in the new order.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
    await preview.getByText('Page 1 of 3').waitFor();
    const labels = await preview.locator('[data-question-field] label, [data-question-field] legend').allTextContents();
    expect(labels.slice(0, 2).map((l) => l.replace(/\*|\(required\)/g, '').trim())).toEqual(['Why do you want to join?', 'Your in-game name']);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Application created successfully');
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    expect(await card.getByText('Questions').locator('..').textContent()).toContain('8');

    // A member answers it.
    const member = await openPage(browser);
    await signInWithDiscord(member.page, 'member', '/applications');
    await settle(member.page);
    const m = member.page;
    await m
      .getByRole('article')
      .filter({ has: m.getByRole('heading', { name: title }) })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    await m.getByText('Page 1 of 3').waitFor();
    await m.getByLabel('Why do you want to join?').fill('I run events every weekend.');
    await m.getByLabel('Your in-game name').fill('Sparks');
    await m.getByRole('button', { name: 'Next' }).click();
    await m.getByText('Page 2 of 3').waitFor();
    await m.getByLabel('Favourite colour').selectOption({ label: 'Blue' });
    await m.getByRole('checkbox', { name: 'Building' }).check();
    await m.getByRole('radio', { name: 'Yes' }).check();
    await m.getByRole('button', { name: 'Next' }).click();
    await m.getByText('Page 3 of 3').waitFor();
    await m.getByRole('textbox', { name: 'First visit' }).pressSequentially('03152024');
    await m.getByRole('radio', { name: '5 of 7' }).click();
    await m.getByRole('button', { name: 'Submit Application' }).click();
    await toast(m, 'Application submitted successfully!');
    expect(member.errors).toEqual([]);
    await member.context.close();

    // The admin edits it afterwards: renames an answered option, deletes an answered question.
    await page.reload();
    await settle(page);
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Application' }).waitFor();
    await page.getByText('1 response so far.').waitFor();
    await page.getByRole('button', { name: 'Delete question 2: Your in-game name' }).click();
    await page.getByRole('tab', { name: /Page 2/ }).click();
    await cards(page).nth(0).getByLabel('Question 1, option 2').fill('Navy');
    await page.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('dialog', { name: 'Change answered questions?' });
    await warning.getByText('“Your in-game name” is deleted').waitFor();
    await warning.getByText('“Favourite colour”: an option is renamed').waitFor();
    await warning.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Application updated successfully');

    // The response still reads as it was asked and answered.
    const formId = Number((await card.getAttribute('aria-labelledby'))?.match(/\d+/)?.[0]);
    const list = await (await page.request.get(`/api/applications/responses?formId=${formId}`)).json();
    expect(list.responses).toHaveLength(1);
    const detail = await (await page.request.get(`/api/applications/response/${list.responses[0].id}`)).json();
    const byTitle = Object.fromEntries(detail.answers.map((a: { question: { title: string } }) => [a.question.title, a]));
    expect(byTitle['Favourite colour'].answer).toBe('Blue');
    expect(byTitle['Favourite colour'].question.options.map((o: { label: string }) => o.label)).toEqual(['Red', 'Blue']);
    expect(byTitle['Your in-game name']).toMatchObject({ answer: 'Sparks', question: { id: null } });
    const current = await (await page.request.get(`/api/admin/applications/${formId}`)).json();
    const colour = current.questions.find((q: { title: string }) => q.title === 'Favourite colour');
    expect(colour.options.map((o: { label: string }) => o.label)).toEqual(['Red', 'Navy']);
    expect(colour.options[1].id).toBe(byTitle['Favourite colour'].optionIds[0]);

    // Disable, then delete.
    await card.getByRole('button', { name: `Disable ${title}` }).click();
    await card.getByText('Inactive').waitFor();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText(`Are you sure you want to delete the application "${title}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Application deleted successfully');
    await expect.poll(() => page.getByRole('article', { name: title }).count()).toBe(0);
    expect((await page.request.get(`/api/admin/applications/${formId}`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
