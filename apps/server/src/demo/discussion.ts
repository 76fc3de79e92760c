import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertMessage, insertNote, upsertVote } from '../modules/responses/index.ts';

/**
 * Demo mode's "deciding together" (D29–D31): a binding Builder Application half-way through its
 * vote (the demo admin approved; the demo reviewer's vote decides it), notes by two reviewers on
 * a response under review, and a conversation waiting for the staff's answer.
 */
export async function seedDemoDiscussion(
  trx: Transaction<Database>,
  r: {
    builderSubmitted?: number;
    underReview?: number;
    waiting?: { responseId: number; applicantId: number };
    adminId: number;
    reviewerId: number;
    at: (daysAgo: number) => string;
  },
): Promise<void> {
  if (r.builderSubmitted) {
    await upsertVote(trx, {
      responseId: r.builderSubmitted,
      voterId: r.adminId,
      vote: 'approve',
      reason: 'Portfolio shows clean, lag-friendly builds.',
      at: r.at(2),
    });
  }
  if (r.underReview) {
    await insertNote(trx, {
      responseId: r.underReview,
      authorId: r.reviewerId,
      body: 'Checked the ban list: nothing on record.\nPlayed 140 h on the RP server according to the logs.',
      at: r.at(3),
    });
    await insertNote(trx, {
      responseId: r.underReview,
      authorId: r.adminId,
      body: 'Knows the rules well. Ask about conflict handling in the interview.',
      at: r.at(2),
    });
  }
  if (r.waiting) {
    await insertMessage(trx, {
      responseId: r.waiting.responseId,
      authorId: r.reviewerId,
      fromStaff: true,
      body: 'Thanks for applying! Which time zone are you in, and could you moderate during EU evenings?',
      at: r.at(1),
    });
    await insertMessage(trx, {
      responseId: r.waiting.responseId,
      authorId: r.waiting.applicantId,
      fromStaff: false,
      body: 'Hi! I am in CET, so EU evenings work great for me, most weekdays after 18:00.',
      at: r.at(0.5),
    });
  }
}
