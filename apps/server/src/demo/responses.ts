import type { InterviewAvailability, Question, ResponseStatus } from '@crp/shared';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { applyStatusChange, insertAnswers, type PreparedAnswer } from '../modules/responses/index.ts';
import { demoAccounts } from './accounts.ts';
import { findFormBySlug, listQuestions } from '../modules/forms/index.ts';
import { formTypeOf, toQuestion } from '../modules/forms/index.ts';
import { seedDemoDiscussion } from './discussion.ts';

/**
 * Demo mode's responses (D27): every status from several demo members, with their history, so
 * every review screen has something real to show. The demo admin is never the applicant, so
 * they can take and decide the open ones. Discord ids 9000000000000001xx belong to this seeder
 * (users-status seeds its own members elsewhere).
 */

export const demoApplicants = [
  { discordId: '900000000000000101', username: 'sparks_hale', displayName: "Marcus 'Sparks' Hale" },
  { discordId: '900000000000000102', username: 'lena.v', displayName: 'Lena Voss' },
  { discordId: '900000000000000103', username: 'okonkwo', displayName: 'Ade Okonkwo' },
  { discordId: '900000000000000104', username: 'mirai_builds', displayName: 'Mirai Tanaka' },
  { discordId: '900000000000000105', username: 'jonas_k', displayName: 'Jonas Keller' },
  { discordId: '900000000000000106', username: 'priya.rp', displayName: 'Priya Raman' },
  { discordId: '900000000000000107', username: 'theo_b', displayName: 'Théo Bernard' },
  { discordId: '900000000000000108', username: 'cass_m', displayName: 'Cassidy Moore' },
] as const;

/** A staff reviewer who made some of the earlier decisions (history shows another person than the demo admin); demo sign-in offers them. */
export const demoReviewer = demoAccounts.reviewer.profile;

type Step = { to: ResponseStatus; by: 'admin' | 'reviewer' | 'applicant'; daysAgo: number; notes?: string };
interface Sample {
  slug: string;
  applicant: number;
  daysAgo: number;
  steps: Step[];
  interviewInDays?: number;
  interviewNotes?: string;
  availability?: InterviewAvailability;
}

const slots: InterviewAvailability = [
  { day: 'Wednesday', timeSlots: ['5-7 PM', '7-9 PM'] },
  { day: 'Friday', timeSlots: ['1-3 PM', '9-11 PM'] },
];

const samples: Sample[] = [
  { slug: 'staff-application', applicant: 0, daysAgo: 1, steps: [], availability: slots },
  { slug: 'staff-application', applicant: 1, daysAgo: 2, steps: [], availability: [{ day: 'Friday', timeSlots: ['3-5 PM'] }] },
  { slug: 'builder-application', applicant: 3, daysAgo: 3, steps: [] },
  {
    slug: 'staff-application',
    applicant: 2,
    daysAgo: 4,
    availability: [{ day: 'Wednesday', timeSlots: ['9-11 AM', '11 AM-1 PM'] }],
    steps: [{ to: 'under_review', by: 'reviewer', daysAgo: 3 }],
  },
  {
    slug: 'staff-application',
    applicant: 4,
    daysAgo: 6,
    availability: slots,
    interviewInDays: 2,
    interviewNotes: 'Join the "Staff Interviews" voice channel on Discord five minutes early.',
    steps: [
      { to: 'under_review', by: 'reviewer', daysAgo: 5 },
      { to: 'pending_interview', by: 'reviewer', daysAgo: 4, notes: 'Strong answers on the scenarios. Invited to an interview.' },
    ],
  },
  {
    slug: 'staff-application',
    applicant: 5,
    daysAgo: 14,
    availability: slots,
    interviewInDays: -9,
    interviewNotes: 'Voice interview with Riley and Demo Admin.',
    steps: [
      { to: 'under_review', by: 'reviewer', daysAgo: 13 },
      { to: 'pending_interview', by: 'reviewer', daysAgo: 12, notes: 'Great experience on another server.' },
      { to: 'accepted', by: 'admin', daysAgo: 8, notes: 'Interview went well. Welcome to the team!' },
    ],
  },
  { slug: 'builder-application', applicant: 6, daysAgo: 10, steps: [{ to: 'accepted', by: 'reviewer', daysAgo: 9, notes: 'Lovely portfolio.' }] },
  {
    slug: 'staff-application',
    applicant: 7,
    daysAgo: 20,
    availability: [{ day: 'Friday', timeSlots: ['7-9 PM'] }],
    steps: [
      { to: 'under_review', by: 'reviewer', daysAgo: 19 },
      { to: 'rejected', by: 'reviewer', daysAgo: 18, notes: 'Please spend a few more weeks on the server and apply again.' },
    ],
  },
  {
    slug: 'builder-application',
    applicant: 1,
    daysAgo: 25,
    steps: [{ to: 'rejected', by: 'admin', daysAgo: 22, notes: 'The portfolio link did not open. Feel free to resubmit.' }],
  },
  {
    slug: 'staff-application',
    applicant: 3,
    daysAgo: 30,
    availability: slots,
    steps: [{ to: 'withdrawn', by: 'applicant', daysAgo: 28, notes: 'Withdrawn by the applicant' }],
  },
  { slug: 'community-feedback-survey', applicant: 0, daysAgo: 5, steps: [] },
  { slug: 'community-feedback-survey', applicant: 2, daysAgo: 8, steps: [] },
  { slug: 'community-feedback-survey', applicant: 6, daysAgo: 12, steps: [] },
];

const texts = [
  'I have been playing here most evenings for a year and know the regulars well.',
  'I moderated a 60-slot DarkRP server for eight months and ran weekly events.',
  'I would pull both players into a sit, hear both sides, and check the logs before acting.',
  'Calmly ask them to take it to DMs, and warn or mute if it keeps going, noting it in the staff log.',
  'Thanks for reading my application!',
];

/** A plausible answer for every question type, stored the way a submit stores it (D6). */
function answerFor(q: Question, index: number, applicant: (typeof demoApplicants)[number]): string | null {
  switch (q.type) {
    case 'short_text':
      return /name/i.test(q.title)
        ? applicant.displayName
        : /link|profile|portfolio/i.test(q.title)
          ? `https://steamcommunity.com/id/${applicant.username}`
          : 'Roleplay events';
    case 'long_text':
      return texts[index % texts.length]!;
    case 'dropdown':
    case 'single_choice':
      return q.options.length ? JSON.stringify([q.options[index % q.options.length]!.id]) : null;
    case 'multiple_choice':
      return q.options.length ? JSON.stringify(q.options.filter((_, i) => i % 2 === index % 2).map((o) => o.id)) : null;
    case 'rating':
      return String(Math.max(1, (q.ratingScale?.max ?? 5) - (index % 3)));
    case 'date':
      return `2024-0${1 + (index % 9)}-1${index % 10}`;
  }
}

const daysAgoIso = (days: number, base: number) => new Date(base - days * 86_400_000).toISOString();

/** Idempotent: nothing is written when any of this seeder's applicants already has a response. */
export async function seedDemoResponses(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const base = Date.now();
  await db.transaction().execute(async (trx) => {
    const people = [...demoApplicants, demoReviewer];
    for (const person of people) {
      await trx
        .insertInto('users')
        .values({
          discord_id: person.discordId,
          username: person.username,
          display_name: person.displayName,
          email: null,
          avatar: null,
          discord_roles: '[]',
          is_admin: 0,
          can_manage_applications: 0,
          can_review_applications: person.discordId === demoReviewer.discordId ? 1 : 0,
          can_manage_store: 0,
          created_at: daysAgoIso(60, base),
        })
        .onConflict((oc) => oc.column('discord_id').doNothing())
        .execute();
    }
    // The demo admin's row normally appears at their first sign-in; made here so decisions can name them.
    const admin = demoAccounts.admin;
    await trx
      .insertInto('users')
      .values({
        discord_id: admin.profile.discordId,
        username: admin.profile.username,
        display_name: admin.profile.displayName,
        email: admin.profile.email,
        avatar: null,
        discord_roles: '[]',
        is_admin: 1,
        can_manage_applications: 1,
        can_review_applications: 1,
        can_manage_store: 1,
        created_at: daysAgoIso(90, base),
      })
      .onConflict((oc) => oc.column('discord_id').doNothing())
      .execute();
    const ids = new Map(
      (
        await trx
          .selectFrom('users')
          .select(['id', 'discord_id'])
          .where('discord_id', 'in', [...people.map((p) => p.discordId), demoAccounts.admin.profile.discordId])
          .execute()
      ).map((r) => [r.discord_id, r.id]),
    );
    const applicantIds = demoApplicants.map((a) => ids.get(a.discordId)!);
    const existing = await trx.selectFrom('form_responses').select('id').where('user_id', 'in', applicantIds).executeTakeFirst();
    if (existing) return;
    const actor = (by: Step['by'], applicantId: number) =>
      by === 'applicant' ? applicantId : ids.get(by === 'admin' ? admin.profile.discordId : demoReviewer.discordId)!;

    const created: Array<number | undefined> = [];
    for (const sample of samples) {
      const form = await findFormBySlug(trx, sample.slug);
      created.push(undefined);
      if (!form) continue;
      const questions = (await listQuestions(trx, form.id)).map(toQuestion);
      const applicant = demoApplicants[sample.applicant]!;
      const userId = applicantIds[sample.applicant]!;
      const submittedAt = daysAgoIso(sample.daysAgo, base);
      const take = sample.steps.find((s) => s.to === 'under_review');
      const decision = [...sample.steps].reverse().find((s) => s.to !== 'under_review' && s.to !== 'withdrawn');
      const interviewDate =
        sample.interviewInDays === undefined ? null : new Date(Math.floor((base + sample.interviewInDays * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
      const response = await trx
        .insertInto('form_responses')
        .values({
          form_id: form.id,
          form_type: formTypeOf(form.type),
          user_id: userId,
          status: 'submitted', // the steps below move it through the one write path
          submitted_at: submittedAt,
          created_at: submittedAt,
          updated_at: submittedAt,
          reviewed_at: decision ? daysAgoIso(decision.daysAgo, base) : null,
          reviewed_by: decision ? actor(decision.by, userId) : null,
          review_notes: decision?.notes ?? null,
          interview_date: interviewDate,
          interview_notes: interviewDate ? (sample.interviewNotes ?? null) : null,
          interview_availability: JSON.stringify(sample.availability ?? []),
          assigned_to: take ? actor(take.by, userId) : null,
          assigned_at: take ? daysAgoIso(take.daysAgo, base) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = questions
        .map((q, index) => ({ question: q, value: answerFor(q, index + sample.applicant, applicant) }))
        .filter((a): a is PreparedAnswer => a.value !== null);
      await insertAnswers(trx, response.id, answers);
      const history: Step[] = [{ to: 'submitted', by: 'applicant', daysAgo: sample.daysAgo }, ...sample.steps];
      await seedDeliveries(trx, { responseId: response.id, formId: form.id, userId, history, actor: (by) => actor(by, userId), base });
      created[created.length - 1] = response.id;
    }
    await seedDemoDiscussion(trx, {
      builderSubmitted: created[2],
      underReview: created[3],
      waiting: created[1] ? { responseId: created[1], applicantId: applicantIds[samples[1]!.applicant]! } : undefined,
      adminId: ids.get(admin.profile.discordId)!,
      reviewerId: ids.get(demoReviewer.discordId)!,
      at: (days) => daysAgoIso(days, base),
    });
  });
}

/** A direct message the applicant could not receive: shows a failed delivery with its retry in demo mode. */
const closedDms = "Discord answered 403: Cannot send messages to this user (the member's direct messages are closed).";

/**
 * Each step through the one write path (history, deliveries: D24, D27), the deliveries then recorded as
 * sent at the step's time, so the review screen and the status page have history to show. The one
 * rejection's message is failed (closed DMs). Nothing is left pending: demo mode sends nothing.
 */
async function seedDeliveries(
  trx: Transaction<Database>,
  r: { responseId: number; formId: number; userId: number; history: Step[]; actor: (by: Step['by']) => number; base: number },
): Promise<void> {
  let from: ResponseStatus | null = null;
  for (const step of r.history) {
    const at = daysAgoIso(step.daysAgo, r.base);
    await applyStatusChange(
      trx,
      {
        responseId: r.responseId,
        formId: r.formId,
        userId: r.userId,
        fromStatus: from,
        toStatus: step.to,
        actorId: r.actor(step.by),
        notes: step.notes ?? null,
        interviewDate: null,
      },
      // Staff-channel posts (D32) are not pretended: the review screen previews what would be posted.
      { at, staffPost: false },
    );
    const failed = step.to === 'rejected' && step.by === 'reviewer';
    await trx
      .updateTable('deliveries')
      .set({ created_at: at, next_attempt_at: at, attempts: 1, status: 'delivered', delivered_at: at })
      .where('response_id', '=', r.responseId)
      .where('event', '=', step.to)
      .where('status', '=', 'pending')
      .execute();
    if (failed) {
      await trx
        .updateTable('deliveries')
        .set({ status: 'failed', delivered_at: null, last_error: closedDms })
        .where('response_id', '=', r.responseId)
        .where('event', '=', step.to)
        .where('kind', '=', 'discord_dm')
        .execute();
    }
    from = step.to;
  }
}
