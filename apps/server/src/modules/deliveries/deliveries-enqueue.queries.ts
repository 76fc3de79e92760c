import type { Transaction } from 'kysely';
import type { DiscordRoleAssignments, FormType, ResponseStatus, StatusChange } from '@crp/shared';
import { now } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { signalDeliveriesEnqueued } from './delivery-signal.rules.ts';
import type {
  AnswerLine,
  DirectMessagePayload,
  RolePayload,
  StaffMessagePayload,
  StaffPostPayload,
  WebhookEventBody,
  WebhookPayload,
} from './deliveries-payloads.rules.ts';
import { describeWebhookTarget } from './channels/webhook-target.rules.ts';

type Trx = Transaction<Database>;


/** The form's role for each state it gives one for (D13: pending_review is submitted's). */
const roleOfStatus: Partial<Record<ResponseStatus, 'pending_review' | 'pending_interview' | 'accepted'>> = {
  submitted: 'pending_review',
  pending_interview: 'pending_interview',
  accepted: 'accepted',
};
/** Entering these changes roles: the state's role is given and the others removed; rejected and withdrawn remove all three. */
const roleChangingStatuses: ResponseStatus[] = ['submitted', 'pending_interview', 'accepted', 'rejected', 'withdrawn'];
/** The applicant hears about decisions only (D24). */
const messagedStatuses: ResponseStatus[] = ['accepted', 'rejected', 'pending_interview'];

interface NewDelivery {
  kind: 'discord_role' | 'discord_dm' | 'webhook';
  target: string;
  chainKey: string;
  key: string;
  payload: RolePayload | DirectMessagePayload | WebhookPayload;
}

/**
 * What the deliveries of a change need to know, read by the write path (responses/status-change.ts)
 * through the owning modules: this module reads no other module's tables.
 */
export interface DeliveryFacts {
  form: { id: number; title: string; type: FormType; roles: DiscordRoleAssignments; webhookIncoming: string | null; webhookResponse: string | null };
  /** steamId: the linked Steam account's SteamID64 (D33), null when none. */
  applicant: { discordId: string; username: string; displayName: string; steamId?: string | null };
  actor: { id: number; name: string } | null;
  /** The answers as plain words (the submit's webhook); empty for later changes. */
  answers: AnswerLine[];
}

/**
 * Writes the deliveries a status change causes (D24), inside the caller's transaction, so they
 * exist exactly when the change does. Role rows per D13, one direct message on a decision, and
 * the form's webhook (webhookIncoming on submit, webhookResponse on later changes except a reviewer
 * taking the response). Nothing is written for an empty role id or address. The idempotency key
 * is made of the response and the transition (statuses never repeat for one response), so a
 * second call for the same change adds nothing.
 */
export async function enqueueStatusDeliveries(trx: Trx, event: StatusChange, facts: DeliveryFacts): Promise<void> {
  const { form, applicant, actor } = facts;
  const actorName = actor?.name ?? null;
  const applicantName = applicant.displayName;
  const { responseId, toStatus } = event;
  const keyBase = `r${responseId}:${event.fromStatus ?? 'new'}>${toStatus}`;
  const rows: NewDelivery[] = [];

  // Roles (D13, D24)
  if (roleChangingStatuses.includes(toStatus)) {
    const roles = form.roles;
    const give = roleOfStatus[toStatus];
    const giveId = give ? roles[give].trim() : '';
    const reason = auditReason(form.title, toStatus, actor?.id === event.userId ? null : actorName);
    const seen = new Set<string>();
    if (giveId) {
      seen.add(giveId);
      rows.push(roleDelivery('add', giveId, applicant.discordId, reason, keyBase));
    }
    for (const key of ['pending_review', 'pending_interview', 'accepted'] as const) {
      const roleId = roles[key].trim();
      if (key === give || !roleId || seen.has(roleId)) continue;
      seen.add(roleId);
      rows.push(roleDelivery('remove', roleId, applicant.discordId, reason, keyBase));
    }
  }

  // Direct message to the applicant
  if (messagedStatuses.includes(toStatus)) {
    const payload: DirectMessagePayload = {
      discordId: applicant.discordId,
      applicantName,
      formTitle: form.title,
      status: toStatus,
      notes: event.notes?.trim() ? event.notes.trim() : null,
      interviewDate: event.interviewDate,
    };
    rows.push({ kind: 'discord_dm', target: `Direct message to @${applicant.username}`, chainKey: `dm:${responseId}`, key: `${keyBase}:dm`, payload });
  }

  // The form's webhook (D14)
  const slot = event.fromStatus === null ? 'incoming' : toStatus === 'under_review' ? null : 'response';
  const url = slot === 'incoming' ? form.webhookIncoming : slot === 'response' ? form.webhookResponse : null;
  if (slot && url?.trim()) {
    const answers = slot === 'incoming' ? facts.answers : [];
    const body: WebhookEventBody = {
      type: slot === 'incoming' ? 'response.submitted' : 'response.status_changed',
      timestamp: now(),
      data: {
        responseId,
        form: { id: form.id, title: form.title, type: form.type },
        applicant: { discordId: applicant.discordId, username: applicant.username, displayName: applicantName, steamId: applicant.steamId ?? null },
        status: toStatus,
        previousStatus: event.fromStatus,
        reviewNotes: event.notes,
        interviewDate: event.interviewDate,
      },
    };
    const payload: WebhookPayload = { slot, url: url.trim(), body, reviewer: actor?.id === event.userId ? null : actorName, answers };
    rows.push({
      kind: 'webhook',
      target: describeWebhookTarget(url.trim()),
      chainKey: `webhook:${responseId}`,
      key: `${keyBase}:webhook:${slot}`,
      payload,
    });
  }

  if (rows.length === 0) return;
  const at = now();
  await trx
    .insertInto('deliveries')
    .values(
      rows.map((row) => ({
        response_id: responseId,
        member_id: event.userId,
        form_id: form.id,
        kind: row.kind,
        event: toStatus,
        target: row.target,
        chain_key: row.chainKey,
        payload: JSON.stringify(row.payload),
        idempotency_key: row.key,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  signalDeliveriesEnqueued();
}

function roleDelivery(op: 'add' | 'remove', roleId: string, discordId: string, reason: string, keyBase: string): NewDelivery {
  const payload: RolePayload = { op, discordId, roleId, reason };
  return {
    kind: 'discord_role',
    target: `${op === 'add' ? 'Add' : 'Remove'} role ${roleId}`,
    // Changes of one member's one role keep their order, whichever response caused them.
    chainKey: `role:${discordId}:${roleId}`,
    key: `${keyBase}:role:${op}:${roleId}`,
    payload,
  };
}

const reasonVerbs: Partial<Record<ResponseStatus, string>> = {
  submitted: 'submitted',
  pending_interview: 'moved to interview',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn by the applicant',
};

/** Discord's audit log shows this beside the role change: which form, what happened, who decided (≤ 512 characters). */
export function auditReason(formTitle: string, status: ResponseStatus, reviewer: string | null): string {
  const by = reviewer && status !== 'withdrawn' && status !== 'submitted' ? ` by ${reviewer}` : '';
  const text = `Application "${formTitle}" ${reasonVerbs[status] ?? status}${by}`;
  return text.length > 512 ? `${text.slice(0, 511)}…` : text;
}

/**
 * The applicant's notice of a staff message (D31), inside the message's transaction: one DM per
 * message (the key names it), in the response's DM chain so notices keep their order.
 */
export async function enqueueStaffMessageDelivery(
  trx: Trx,
  message: { id: number; responseId: number; memberId: number; formId: number; formTitle: string; body: string },
  applicant: { discordId: string; username: string; displayName: string },
): Promise<void> {
  const payload: StaffMessagePayload = {
    type: 'staff_message',
    discordId: applicant.discordId,
    applicantName: applicant.displayName,
    formTitle: message.formTitle,
    excerpt: message.body.length > 300 ? `${message.body.slice(0, 299)}…` : message.body,
  };
  const at = now();
  await trx
    .insertInto('deliveries')
    .values({
      response_id: message.responseId,
      member_id: message.memberId,
      form_id: message.formId,
      kind: 'discord_dm',
      event: 'message',
      target: `Direct message to @${applicant.username}`,
      chain_key: `dm:${message.responseId}`,
      payload: JSON.stringify(payload),
      idempotency_key: `r${message.responseId}:message${message.id}:dm`,
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  signalDeliveriesEnqueued();
}

/**
 * A response's staff-channel post (D32), inside the change's transaction: `create` on submit,
 * `edit` on every later change (claim, votes, status). One chain per response, so edits wait for
 * the post and keep their order; each edit carries the facts of its change, the last one wins.
 */
export async function enqueueStaffPostDelivery(trx: Trx, post: StaffPostPayload & { formId: number; memberId: number }, key: string): Promise<void> {
  const { formId, memberId, ...payload } = post;
  const at = now();
  await trx
    .insertInto('deliveries')
    .values({
      response_id: post.responseId,
      member_id: memberId,
      form_id: formId,
      kind: 'discord_post',
      event: post.type === 'create' ? 'submitted' : post.status,
      target: post.type === 'create' ? `Post in staff channel ${post.channelId}` : `Update the post in staff channel ${post.channelId}`,
      chain_key: `post:${post.responseId}`,
      payload: JSON.stringify(payload),
      idempotency_key: key,
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  signalDeliveriesEnqueued();
}
