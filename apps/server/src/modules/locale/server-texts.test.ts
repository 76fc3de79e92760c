import {
  applicationMessages,
  checkEligibility,
  collaborationMessages,
  controlCharacterMessage,
  noEligibilityGates,
  responseStatuses,
  reviewMessages,
  type EligibilityFacts,
  type EligibilityGates,
} from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { createForm, get, submit } from '../../testing/fixtures/forms.ts';
import { apply, decide } from '../../testing/fixtures/review.ts';
import { testDialects } from '../../testing/test-db.ts';
import { staffPostMessage } from '../deliveries/index.ts';
import { dailyCsv } from '../insights/insights-csv.mappers.ts';
import { errorInLanguage, errorTextRef, serverText, statusInSentence, translate, translateRef } from './translate.rules.ts';

const DAY = 86_400_000;
const member: EligibilityFacts = { steamLinked: true, gmodHours: 50, guildJoinedAt: new Date(Date.now() - 400 * DAY).toISOString(), roles: [], lastRejectedAt: null };

/** Every branch of the eligibility rules, each with the facts that lead to it. */
const eligibilityBranches: Array<[string, Partial<EligibilityGates>, Partial<EligibilityFacts>]> = [
  ['Steam', { requireSteam: true }, { steamLinked: false }],
  ['Steam for hours', { minGmodHours: 10 }, { steamLinked: false }],
  ['hours private', { minGmodHours: 1 }, { gmodHours: null, hoursUnknownReason: 'private' }],
  ['hours unchecked', { minGmodHours: 10 }, { gmodHours: null, hoursUnknownReason: 'unchecked' }],
  ['hours unread', { minGmodHours: 10 }, { gmodHours: null, hoursUnknownReason: 'unavailable' }],
  ['hours short', { minGmodHours: 100 }, { gmodHours: 1 }],
  ['hours short, cached', { minGmodHours: 100 }, { gmodHours: 21, hoursCachedFrom: '2025-03-04T10:00:00Z' }],
  ['guild unknown', { minGuildDays: 1 }, { guildJoinedAt: null }],
  ['guild days', { minGuildDays: 30 }, { guildJoinedAt: new Date(Date.now() - 2 * DAY).toISOString() }],
  ['role named', { requiredRoleIds: ['1', '2'] }, { roleNames: { '1': 'VIP', '2': 'Donor' } }],
  ['one role named', { requiredRoleIds: ['1'] }, { roleNames: { '1': 'VIP' } }],
  ['role', { requiredRoleIds: ['1'] }, {}],
  ['blocked named', { blockedRoleIds: ['3'] }, { roles: ['3'], roleNames: { '3': 'Banned' } }],
  ['blocked', { blockedRoleIds: ['3'] }, { roles: ['3'] }],
  ['cooldown', { cooldownDays: 7 }, { lastRejectedAt: new Date(Date.now() - DAY).toISOString() }],
];

/** D40: the server's errors, the staff post and the CSV headers in the reader's language. */
describe('the server says its texts in the reader’s language', () => {
  it.each(eligibilityBranches)('eligibility “%s”: the catalogue’s English is the rules’ English, and it has every language', (_name, gates, facts) => {
    const { reasons } = checkEligibility({ ...noEligibilityGates, ...gates }, { ...member, ...facts });
    expect(reasons).toHaveLength(1);
    const [reason] = reasons;
    expect(reason!.text, reason!.message).toBeDefined();
    expect(translateRef('en', reason!.text!)).toBe(reason!.message);
    expect(translateRef('de', reason!.text!)).not.toBe(reason!.message);
  });

  it('names statuses inside sentences as the English texts always did', () => {
    for (const status of [...responseStatuses, 'gone']) {
      const current = statusInSentence(status);
      expect(serverText('error.review.changedMeanwhile', { current }).english).toBe(reviewMessages.changedMeanwhile(status));
      expect(serverText('error.review.illegalTransition', { current, requested: statusInSentence('accepted') }).english).toBe(reviewMessages.illegalTransition(status, 'accepted'));
      expect(serverText('error.collab.voteClosed', { status: current }).english).toBe(collaborationMessages.voteClosed(status));
      expect(serverText('error.collab.conversationClosed', { status: current }).english).toBe(collaborationMessages.conversationClosed(status));
    }
    expect(translate('ru', 'error.review.changedMeanwhile', { current: statusInSentence('accepted') })).toContain(translate('ru', 'status.accepted'));
  });

  it('finds an English error text written without a language again, with its values', () => {
    expect(errorTextRef(applicationMessages.required)).toEqual({ id: 'error.answer.required' });
    expect(errorTextRef(applicationMessages.wholeNumber(5))).toEqual({ id: 'error.answer.wholeNumber', values: { max: 5 } });
    expect(errorTextRef(applicationMessages.tooLong(500))).toEqual({ id: 'error.answer.tooLong', values: { max: 500 } });
    expect(errorTextRef(controlCharacterMessage('answers.3', 'U+0007'))).toEqual({ id: 'error.controlCharacter', values: { field: 'answers.3', codePoint: 'U+0007' } });
    expect(errorTextRef('Something nobody wrote')).toBeUndefined();
    // A Discord DM's English is not an error: never taken for one.
    expect(errorTextRef(translate('en', 'dm.interviewTimeLater'))).toBeUndefined();
    expect(errorInLanguage('pl', applicationMessages.wholeNumber(5))).toBe(translate('pl', 'error.answer.wholeNumber', { max: 5 }));
    expect(errorInLanguage('pl', 'Something nobody wrote')).toBe('Something nobody wrote');
  });

  it('counts with the plural forms of each language (1, 2 and 5 hours in Polish and Russian differ)', () => {
    for (const locale of ['pl', 'ru'] as const) {
      const said = [1, 2, 5].map((hours) => translate(locale, 'error.eligibility.hoursUnchecked', { hours }).replace(/\d+/g, '#'));
      expect(new Set(said).size, said.join('\n')).toBe(3);
    }
  });

  it('writes the staff post in the language it is given (the site’s default)', () => {
    const post = {
      type: 'create' as const,
      responseId: 7,
      channelId: '1',
      formTitle: 'Staff',
      applicant: { discordId: '2', displayName: 'Ana', username: 'ana' },
      steamId: null,
      status: 'submitted' as const,
      answers: Array.from({ length: 7 }, (_, i) => ({ question: `Q${i}`, answer: 'A' })),
      votes: { approve: 1, deny: 2, required: 3, binding: true },
      decidedBy: null,
      assignedTo: null,
      submittedAt: '2026-11-01T10:00:00Z',
    };
    const english = JSON.stringify(staffPostMessage(post, 'https://example.test', 'en'));
    expect(english).toContain('"name":"Applicant"');
    expect(english).toContain('1 of 3 approve, 2 deny');
    expect(english).toContain('…and 2 more answers on the review screen.');
    const french = JSON.stringify(staffPostMessage(post, 'https://example.test', 'fr'));
    for (const id of ['post.applicant', 'post.votesDecide', 'post.footer', 'post.accept', 'post.openReview'] as const) expect(french).toContain(JSON.stringify(translate('fr', id)));
    expect(french).toContain(translate('fr', 'tally.votes', { approve: 1, required: 3, deny: 2 }));
    expect(french).not.toContain('Applicant');
  });

  it('writes the daily CSV’s headers in the reader’s language', () => {
    const range = { from: '2026-11-01', to: '2026-11-01', tz: 'Europe/Berlin' };
    const csv = dailyCsv({ range, daily: [{ date: '2026-11-01', submitted: 3, accepted: 1, rejected: 0 }] } as Parameters<typeof dailyCsv>[0], 'de');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${[translate('de', 'csv.date', { tz: 'Europe/Berlin' }), translate('de', 'csv.submitted'), translate('de', 'csv.accepted'), translate('de', 'csv.rejected')].join(',')}`);
    expect(dailyCsv({ range, daily: [] } as unknown as Parameters<typeof dailyCsv>[0], 'en')).toBe('\uFEFFDate (Europe/Berlin),Submitted,Accepted,Rejected\r\n');
  });
});

describe.each(testDialects())('errors through the API in the member’s language on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  async function memberSpeaking(locale: string) {
    const m = await signedInUser(t.ctx, 'member');
    const saved = await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: m.cookie }, payload: { locale } });
    expect(saved.statusCode, saved.body).toBe(200);
    return m;
  }

  const oneQuestion = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    type: 'application' as const,
    requiresInterview: false,
    questions: [{ title: 'Why?', type: 'short_text' as const, isRequired: true }],
    ...extra,
  });

  it('answers a German member’s second submit and a missing answer in German, with the same codes', async () => {
    const form = await createForm(t, admin, oneQuestion('Sprache') as never);
    const m = await memberSpeaking('de');
    const missing = await submit(t, m.cookie, form.slug, { answers: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual(expect.objectContaining({ message: translate('de', 'error.answer.required') }));
    const answers = { answers: [{ questionId: form.questions[0]!.id, answer: 'Weil.' }] };
    expect((await submit(t, m.cookie, form.slug, answers)).statusCode).toBe(201);
    const again = await submit(t, m.cookie, form.slug, answers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_submitted', message: translate('de', 'error.application.alreadySubmitted') });
    expect(again.json().message).not.toBe(applicationMessages.alreadySubmitted);
  });

  it('gives a Polish member the eligibility reasons in Polish on the form page and on a refused submit', async () => {
    const form = await createForm(t, admin, oneQuestion('Czas', { minGuildDays: 30 }) as never);
    const m = await memberSpeaking('pl');
    await t.ctx.db.updateTable('users').set({ guild_joined_at: new Date(Date.now() - 2 * DAY).toISOString() }).where('id', '=', m.user.id).execute();
    const page = await get(t, `/api/applications/${form.slug}`, m.cookie);
    const [reason] = page.json<{ eligibility: { reasons: Array<{ code: string; message: string; until: string }> } }>().eligibility.reasons;
    expect(reason).toMatchObject({ code: 'guild_days', message: translate('pl', 'error.eligibility.guildDays', { days: 30, date: new Date(reason!.until) }) });
    expect(reason).not.toHaveProperty('text');
    const refused = await submit(t, m.cookie, form.slug, { answers: [{ questionId: form.questions[0]!.id, answer: 'x' }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_eligible', message: reason!.message, issues: [{ path: 'eligibility', code: 'guild_days', message: reason!.message }] });
    expect(refused.json().issues[0]).not.toHaveProperty('text');
  });

  it('tells a Russian reviewer in Russian that the response moved meanwhile, and gives the CSV headers in German', async () => {
    const form = await createForm(t, admin, oneQuestion('Статус') as never);
    const { id } = await apply(t, form);
    const reviewer = await signedInUser(t.ctx, 'admin');
    await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: reviewer.cookie }, payload: { locale: 'ru' } });
    const stale = await decide(t, id, reviewer.cookie, { status: 'accepted', expectedStatus: 'under_review' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'status_changed', message: translate('ru', 'error.review.changedMeanwhile', { current: statusInSentence('submitted') }) });

    const german = await signedInUser(t.ctx, 'admin');
    await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: german.cookie }, payload: { locale: 'de' } });
    const csv = await t.app.inject({ method: 'GET', url: `/api/applications/responses.csv?formId=${form.id}`, headers: { cookie: german.cookie } });
    expect(csv.statusCode, csv.body).toBe(200);
    const header = csv.body.slice(1).split('\r\n')[0]!;
    expect(header.startsWith(`${translate('de', 'csv.responseId')},${translate('de', 'csv.form')},`)).toBe(true);
    expect(csv.body).toContain(`,${translate('de', 'statusLabel.submitted')},`);
  });
});
