import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ResponseDetail, ResponseStatus } from '@crp/shared';
import type { Locale } from '@crp/shared/locales';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DECIDED_BY_VOTES, enqueueStaffPostDelivery, findStaffPost, staffPostChannel, staffPostMessage, type StaffPostPayload } from '../deliveries/index.ts';
import { findNamesByIds } from '../users/index.ts';
import { answerLine } from './answer-text.mappers.ts';
import { countVotes, findResponseForCollaboration, type CollaborationRow } from './collaboration.queries.ts';
import { listAnswers } from './review.queries.ts';

type Trx = Transaction<Database>;
type Executor = DB | Trx;

/** What the move's caller already read: the row as the move leaves it, and the names of the people it names. */
interface KnownFacts {
  row: CollaborationRow;
  people: Map<number, { name: string }>;
}

/**
 * Queues the response's staff-channel post (D32) inside the change's transaction: `create` on
 * submit when the form names a staff channel, `edit` after every later change (claim, votes,
 * status) when a post exists or is on its way, so Discord always shows what the site shows.
 */
export async function queueStaffPost(trx: Trx, responseId: number, type: 'create' | 'edit', known?: KnownFacts): Promise<void> {
  const post = await staffPostFor(trx, responseId, type, known);
  if (post) await enqueueStaffPostDelivery(trx, post, type === 'create' ? `r${responseId}:post` : `r${responseId}:post-edit:${randomUUID()}`);
}

/**
 * The facts of a response's staff-channel post as they are now, or null when it has no post (no
 * staff channel, a survey). The outbox sends them; an interaction answers with them at once.
 */
export async function staffPostFor(
  db: Executor,
  responseId: number,
  type: 'create' | 'edit',
  known?: KnownFacts,
): Promise<(StaffPostPayload & { formId: number; memberId: number }) | null> {
  const row = known?.row ?? (await findResponseForCollaboration(db, null, responseId));
  if (!row || row.form_type !== 'application') return null;
  const channelId = type === 'create' ? row.staff_channel_id : await staffPostChannel(db, responseId);
  if (!channelId) return null;
  const status = row.status as ResponseStatus;
  const named = [row.reviewed_by, row.assigned_to].filter((id): id is number => id !== null);
  const people = known && named.every((id) => known.people.has(id)) ? known.people : await findNamesByIds(db, named);
  const decided = ['accepted', 'rejected'].includes(status) || (status === 'pending_interview' && row.reviewed_by !== null);
  const votes = row.votes_required > 0 ? { ...(await countVotes(db, responseId)), required: row.votes_required, binding: row.voting_binding === 1 } : null;
  return {
    type,
    channelId,
    responseId,
    formId: row.form_id,
    memberId: row.user_id,
    formTitle: row.form_title,
    applicant: { discordId: row.discord_id, username: row.username, displayName: row.display_name?.trim() || row.username },
    // D33: the applicant's linked Steam account, when they linked one.
    // D43 e: the account the response was submitted with.
    steamId: row.steam_id,
    answers: (await listAnswers(db, responseId)).map(answerLine),
    status,
    votes,
    decidedBy: row.reviewed_by !== null ? (people.get(row.reviewed_by)?.name ?? null) : decided && votes?.binding ? DECIDED_BY_VOTES : null,
    assignedTo: row.assigned_to !== null ? (people.get(row.assigned_to)?.name ?? null) : null,
    submittedAt: row.submitted_at,
  };
}

/** Where Discord shows the post, for the review screen's preview (D32); null when the form has no staff channel. */
export async function staffPostPreview(
  db: Executor,
  responseId: number,
  site: { publicUrl: string; guildId: string | undefined; locale: Locale },
): Promise<ResponseDetail['staffPost']> {
  const post = (await staffPostFor(db, responseId, 'edit')) ?? (await staffPostFor(db, responseId, 'create'));
  if (!post) return null;
  const made = await findStaffPost(db, responseId);
  const message = staffPostMessage(post, site.publicUrl, site.locale) as {
    embeds: Array<{ title: string; description: string; color: number; fields: Array<{ name: string; value: string }> }>;
    components: Array<{ components: Array<{ label: string; disabled?: boolean }> }>;
  };
  const embed = message.embeds[0]!;
  const link = (id: string | null | undefined) => (id && site.guildId ? `https://discord.com/channels/${site.guildId}/${made?.channel_id}/${id}` : null);
  return {
    channelId: post.channelId,
    messageUrl: link(made?.message_id),
    threadUrl: made?.thread_id && site.guildId ? `https://discord.com/channels/${site.guildId}/${made.thread_id}` : null,
    preview: {
      title: embed.title,
      colour: `#${embed.color.toString(16).padStart(6, '0')}`,
      description: embed.description,
      fields: embed.fields,
      buttons: message.components[0]!.components.map((b) => ({ label: b.label, disabled: Boolean(b.disabled) })),
    },
  };
}
