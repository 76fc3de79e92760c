import { findResponseSteamId } from './responses.queries.ts';
import type { Transaction, Updateable } from 'kysely';
import type { StatusChange } from '@crp/shared';
import { now } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ConflictError } from '../../lib/domain-errors.ts';
import { enqueueStatusDeliveries, type DeliveryFacts } from '../deliveries/index.ts';
import { recordAudit, type AuditEntry } from '../audit/index.ts';
import { findNamesByIds } from '../users/index.ts';
import { findFormById, formTypeOf, parseRoles, type FormRow } from '../forms/index.ts';
import { answerLine } from './answer-text.mappers.ts';
import { queueStaffPost } from './staff-post.service.ts';
import type { CollaborationRow } from './collaboration.queries.ts';
import { listAnswers } from './review.queries.ts';
import type { FormResponsesTable } from './responses.tables.ts';
import { serverText, statusInSentence } from '../locale/index.ts';
import { insertInsightRow, recordMove } from './insights-summary.queries.ts';

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
  /**
   * The response as the caller read it for this move (its row, form settings and applicant, one
   * read): the deliveries and the staff post take what they need from it instead of reading again.
   */
  facts?: CollaborationRow;
}

/**
 * Applies one status change inside the caller's transaction, the only place that does (issue 20):
 * the conditional update (exactly one of two racing moves wins; the other gets 409 naming the
 * status it found), the history row, the insights row, the deliveries D24 gives that move, the audit row. The worker
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
      throw new ConflictError(serverText('error.review.changedMeanwhile', { current: statusInSentence(found?.status ?? 'gone') }), 'status_changed');
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
  // The insights row (decision 0041): made by the submit, its first action and decision by later moves.
  if (change.fromStatus === null) await insertInsightRow(trx, { responseId: change.responseId, formId: change.formId, submittedAt: at });
  else await recordMove(trx, { responseId: change.responseId, toStatus: change.toStatus, actorId: change.actorId, at });
  if (options.deliveries !== false) {
    const read = options.facts;
    // The row as the move leaves it: what the staff post shows.
    const after = read && {
      ...read,
      status: change.toStatus,
      reviewed_by: options.set && 'reviewed_by' in options.set ? (options.set.reviewed_by as number | null) : read.reviewed_by,
      assigned_to: options.set && 'assigned_to' in options.set ? (options.set.assigned_to as number | null) : read.assigned_to,
    };
    // One read of the people named: the actor, and whoever the post names as deciding or reviewing.
    const people = after && (await findNamesByIds(trx, [change.actorId, after.reviewed_by, after.assigned_to].filter((id): id is number => id !== null)));
    const form = after ? undefined : (options.known?.form ?? (await findFormById(trx, change.formId)));
    const facts = after && people ? factsFromRow(change, after, people) : form && (await deliveryFacts(trx, change, form, options.known?.applicant));
    if (facts) await enqueueStatusDeliveries(trx, change, facts);
    // The staff-channel post (D32): made on submit when the form names a channel, rewritten after
    // every later move of an application (its post may come from a channel set since). Surveys and
    // submits to forms without a channel skip the lookups.
    const type = after?.form_type ?? form?.type;
    const mayHavePost = type === 'application' && (change.fromStatus !== null || Boolean(after?.staff_channel_id ?? form?.staff_channel_id));
    if (options.staffPost !== false && mayHavePost) await queueStaffPost(trx, change.responseId, change.fromStatus === null ? 'create' : 'edit', after && people && { row: after, people });
  }
  if (options.audit) await recordAudit(trx, { ...options.audit, targetType: 'response', targetId: change.responseId });
}

/** What the deliveries need, from the row the caller read for this move (a later move: no answers). */
function factsFromRow(change: StatusChange, row: CollaborationRow, people: Map<number, { name: string }>): DeliveryFacts {
  const applicant = { discordId: row.discord_id, username: row.username, displayName: row.display_name?.trim() || row.username, steamId: row.steam_id };
  const { actorId, userId } = change;
  const actorName = actorId === null ? undefined : actorId === userId ? applicant.displayName : people.get(actorId)?.name;
  return {
    form: {
      id: row.form_id,
      title: row.form_title,
      type: formTypeOf(row.form_type),
      roles: parseRoles(row.discord_roles),
      webhookIncoming: row.webhook_incoming,
      webhookResponse: row.webhook_response,
    },
    applicant,
    actor: actorId !== null && actorName !== undefined ? { id: actorId, name: actorName } : null,
    answers: [],
  };
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
