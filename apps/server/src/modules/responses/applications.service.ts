import { applicationMessages as text, isWithdrawable, type InterviewAvailability, type MyResponse, type ResponseStatus } from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import { formTypeOf, type FormRow } from '../forms/index.ts';
import type { PreparedAnswer } from './answers-validation.ts';
import { findMyResponse, findOwnResponseForUpdate, hasBlockingResponse, insertAnswers, insertResponse, lockUser } from './responses.queries.ts';
import { applyStatusChange } from './status-change.ts';

export interface Submission {
  form: FormRow;
  userId: number;
  answers: PreparedAnswer[];
  availability: InterviewAvailability;
}

/**
 * A submit, all or nothing: the response, its answers (with their question snapshot) and the
 * change from nothing to `submitted` through the one write path (history, deliveries). One open
 * application per member and form (D9), checked again under the member's lock.
 */
export async function submitResponse(db: DB, dialect: Dialect, submission: Submission) {
  const { form, userId, answers, availability } = submission;
  const formType = formTypeOf(form.type);
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, dialect, userId);
    if (formType === 'application' && (await hasBlockingResponse(trx, form.id, userId))) throw new ConflictError(text.alreadySubmitted, 'already_submitted');
    const at = now();
    const id = await insertResponse(trx, { formId: form.id, formType, userId, availability, at });
    await insertAnswers(trx, id, answers);
    const status: ResponseStatus = 'submitted';
    await applyStatusChange(
      trx,
      { responseId: id, formId: form.id, userId, fromStatus: null, toStatus: status, actorId: userId, notes: null, interviewDate: null },
      { at },
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
