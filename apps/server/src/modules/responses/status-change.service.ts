import { findResponseSteamId } from './responses.queries.ts';
import type { Transaction, Updateable } from 'kysely';
import { reviewMessages as text, type StatusChange } from '@crp/shared';
import { now } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ConflictError } from '../../lib/domain-errors.ts';
import { enqueueStatusDeliveries, type DeliveryFacts } from '../deliveries/index.ts';
import { recordAudit, type AuditEntry } from '../audit/index.ts';
import { findNamesByIds } from '../users/index.ts';
import { findFormById, formTypeOf, parseRoles, type FormRow } from '../forms/index.ts';
import { answerLine } from './answer-text.mappers.ts';
import { queueStaffPost } from './staff-post.service.ts';
import { listAnswers } from './review.queries.ts';
import type { FormResponsesTable } from './responses.tables.ts';

type Trx = Transaction<Database>;

export type { StatusChange };

export interface StatusChangeOptions {
  /** Other columns the move writes (reviewer, notes, interview date, assignee). */
  set?: Omit<Updateable<FormResponsesTable>, 'status' | 'updated_at' | 'id'>;
  /** The history row's text when it is not the change's notes ("Withdrawn by the applicant"). */
  historyNotes?: string | null;
  /** The instant of the move (the demo seed writes the past); now by default. */
  at?: string;
  /** The audit row (staff actions); applicants' own moves have none. */
  audit?: Omit<AuditEntry, 'targetType' | 'targetId'>;
  /** The demo seed records history without sending anything. */
  deliveries?: boolean;
  /** The demo seed makes no staff-channel post (D32): the review screen previews it instead. */
  staffPost?: boolean;
  /**
   * What the caller read moments ago (the submit: its form, the signed-in applicant and their
   * Steam account), so the deliveries do not read it again inside the transaction. The applicant
   * is the actor here, or the actor is nobody.
   */
  known?: { form: FormRow; applicant: DeliveryFacts['applicant'] };
}

/**
 * Applies one status change inside the caller's transaction, the only place that does (issue 20):
 * the conditional update (exactly one of two racing moves wins; the other gets 409 naming the
 * status it found), the history row, the deliveries D24 gives that move, the audit row. The worker
 * is woken by the enqueue; the read models by the write's change notice (app.ts).
 */
export async function applyStatusChange(trx: Trx, change: StatusChange, options: StatusChangeOptions = {}): Promise<void> {
  const at = options.at ?? now();
  if (change.fromStatus !== null) {
    const result = await trx
      .updateTable('form_responses')
      .set({ ...options.set, status: change.toStatus, updated_at: at })
      .where('id', '=', change.responseId)
      .where('status', '=', change.fromStatus)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const found = await trx.selectFrom('form_responses').select('status').where('id', '=', change.responseId).executeTakeFirst();
      throw new ConflictError(text.changedMeanwhile(found?.status ?? 'gone'), 'status_changed');
    }
  }
  await trx
    .insertInto('response_status_history')
    .values({
      response_id: change.responseId,
      from_status: change.fromStatus,
      to_status: change.toStatus,
      changed_by: change.actorId,
      changed_at: at,
      notes: options.historyNotes !== undefined ? options.historyNotes : change.notes,
    })
    .execute();
  if (options.deliveries !== false) {
    const form = options.known?.form ?? (await findFormById(trx, change.formId));
    const facts = form && (await deliveryFacts(trx, change, form, options.known?.applicant));
    if (facts) await enqueueStatusDeliveries(trx, change, facts);
    // The staff-channel post (D32): made on submit when the form names a channel, rewritten after
    // every later move of an application (its post may come from a channel set since). Surveys and
    // submits to forms without a channel skip the lookups.
    const mayHavePost = form?.type === 'application' && (change.fromStatus !== null || Boolean(form.staff_channel_id));
    if (options.staffPost !== false && mayHavePost) await queueStaffPost(trx, change.responseId, change.fromStatus === null ? 'create' : 'edit');
  }
  if (options.audit) await recordAudit(trx, { ...options.audit, targetType: 'response', targetId: change.responseId });
}

/** What the deliveries need, read through the owning modules (forms, auth) and this one's answers, unless the caller knows them. */
async function deliveryFacts(trx: Trx, change: StatusChange, form: FormRow, known?: DeliveryFacts['applicant']): Promise<DeliveryFacts | undefined> {
  const { userId, actorId } = change;
  // One read for the people not known: the applicant (unless given) and an actor other than them.
  const names = await findNamesByIds(trx, [...(known ? [] : [userId]), ...(actorId !== null && actorId !== userId ? [actorId] : [])]);
  const read = names.get(userId);
  const applicant =
    known ??
    // D43 e: the Steam account the response was submitted with, not whatever is linked now.
    (read && { discordId: read.discordId, username: read.username, displayName: read.name, steamId: await findResponseSteamId(trx, change.responseId) });
  if (!applicant) return undefined;
  const actorName = actorId === null ? undefined : actorId === userId ? applicant.displayName : names.get(actorId)?.name;
  return {
    form: {
      id: form.id,
      title: form.title,
      type: formTypeOf(form.type),
      roles: parseRoles(form.discord_roles),
      webhookIncoming: form.webhook_incoming,
      webhookResponse: form.webhook_response,
    },
    applicant,
    actor: actorId !== null && actorName !== undefined ? { id: actorId, name: actorName } : null,
    answers: change.fromStatus === null && form.webhook_incoming?.trim() ? (await listAnswers(trx, change.responseId)).map(answerLine) : [],
  };
}
