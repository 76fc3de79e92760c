import { applicationMessages as text, isWithdrawable, type RawSubmission, type InterviewAvailability, type MyResponse, type ResponseStatus, type User } from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import { formTypeOf, isFormOpen, listQuestions, toQuestion, type FormRow } from '../forms/index.ts';
import { validateSubmission, type PreparedAnswer } from './answers-validation.rules.ts';
import { assertEligible, type Applicant } from './eligibility.service.ts';
import { findMyResponse, findOwnResponseForUpdate, hasBlockingResponse, insertAnswers, insertResponse, lockUser } from './responses.queries.ts';
import { applyStatusChange } from './status-change.service.ts';

/**
 * A member's submit (player-area §3), step by step: the form is open; an application not already
 * open (told before the answers: fixing them would not help; the insert checks again); the gates
 * (D34, 403 with the reasons); the answers checked against the stored questions (400 beside each
 * question); then written all at once.
 */
export async function submitApplication(
  db: DB,
  dialect: Dialect,
  form: FormRow,
  applicant: Submission['applicant'] & Applicant,
  body: RawSubmission,
): Promise<Awaited<ReturnType<typeof submitResponse>>> {
  if (!isFormOpen(form)) throw new ConflictError(text.closed, 'closed');
  if (formTypeOf(form.type) === 'application' && (await hasBlockingResponse(db, form.id, applicant.id))) throw new ConflictError(text.alreadySubmitted, 'already_submitted');
  const { steam } = await assertEligible(db, applicant, form);
  const questions = (await listQuestions(db, form.id)).map(toQuestion);
  const { answers, availability } = validateSubmission(questions, form.requires_interview === 1, body);
  return submitResponse(db, dialect, { form, applicant, steamId: steam?.steamId ?? null, answers, availability });
}

export interface Submission {
  form: FormRow;
  /** The signed-in member as their session read them. */
  applicant: Pick<User, 'id' | 'discordId' | 'username' | 'displayName'>;
  /** Their linked Steam account's SteamID64, as the eligibility check just read it (D33). */
  steamId: string | null;
  answers: PreparedAnswer[];
  availability: InterviewAvailability;
}

/**
 * A submit, all or nothing: the response, its answers (with their question snapshot) and the
 * change from nothing to `submitted` through the one write path (history, deliveries). One open
 * application per member and form (D9), checked again under the member's lock; surveys have no
 * such rule, so they take no lock. The write path is handed the form and the applicant read just
 * before, so the transaction holds only writes (on PostgreSQL: fewer round trips while it is open).
 */
export async function submitResponse(db: DB, dialect: Dialect, submission: Submission) {
  const { form, applicant, steamId, answers, availability } = submission;
  const userId = applicant.id;
  const formType = formTypeOf(form.type);
  return db.transaction().execute(async (trx) => {
    if (formType === 'application') {
      await lockUser(trx, dialect, userId);
      if (await hasBlockingResponse(trx, form.id, userId)) throw new ConflictError(text.alreadySubmitted, 'already_submitted');
    }
    const at = now();
    const id = await insertResponse(trx, { formId: form.id, formType, userId, steamId, availability, at });
    await insertAnswers(trx, id, answers);
    const status: ResponseStatus = 'submitted';
    await applyStatusChange(
      trx,
      { responseId: id, formId: form.id, userId, fromStatus: null, toStatus: status, actorId: userId, notes: null, interviewDate: null },
      {
        at,
        known: {
          form,
          applicant: { discordId: applicant.discordId, username: applicant.username, displayName: applicant.displayName ?? applicant.username, steamId },
        },
      },
    );
    return { id, status, submittedAt: at };
  });
}

/** The applicant withdraws their own open response (player-area §4); others' responses are not revealed. */
export async function withdrawResponse(db: DB, dialect: Dialect, responseId: number, userId: number): Promise<MyResponse> {
  return db.transaction().execute(async (trx) => {
    const row = await findOwnResponseForUpdate(trx, dialect, responseId, userId);
    if (!row) throw new NotFoundError(text.responseNotFound);
    if (!isWithdrawable(row.status)) throw new ConflictError(text.cannotWithdraw, 'not_withdrawable');
    await applyStatusChange(
      trx,
      {
        responseId,
        formId: row.form_id,
        userId,
        fromStatus: row.status as ResponseStatus,
        toStatus: 'withdrawn',
        actorId: userId,
        notes: null,
        interviewDate: null,
      },
      { historyNotes: 'Withdrawn by the applicant' },
    );
    return findMyResponse(trx, responseId);
  });
}
