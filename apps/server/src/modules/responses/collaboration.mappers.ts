import type { ResponseMessage, StaffNote, VoteTally, VoteValue } from '@crp/shared';
import { toBool } from '../../db/database.ts';
import type { MessageRow, NoteRow, listVotes } from './collaboration.queries.ts';

/** Who is looking: notes say whether they may edit or delete (D29). */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

const nameOf = (displayName: string | null, username: string | null) => displayName?.trim() || username || 'Deleted user';

export function toStaffNote(row: NoteRow, viewer: Viewer): StaffNote {
  const own = row.author_id === viewer.id;
  return {
    id: row.id,
    body: row.body,
    author: row.discord_id === null ? null : { displayName: nameOf(row.display_name, row.username), discordId: row.discord_id },
    createdAt: row.created_at,
    editedAt: row.edited_at,
    canEdit: own,
    canDelete: own || viewer.isAdmin,
  };
}

type VoteRow = Awaited<ReturnType<typeof listVotes>>[number];

export function toVoteTally(rows: VoteRow[], form: { votes_required: number; voting_binding: number }, viewerId: number): VoteTally {
  const asVote = (v: string): VoteValue => (v === 'deny' ? 'deny' : 'approve');
  return {
    required: form.votes_required,
    binding: toBool(form.voting_binding),
    approve: rows.filter((r) => r.vote === 'approve').length,
    deny: rows.filter((r) => r.vote === 'deny').length,
    mine: (() => {
      const mine = rows.find((r) => r.voter_id === viewerId);
      return mine ? asVote(mine.vote) : null;
    })(),
    voters: rows.map((r) => ({
      displayName: nameOf(r.display_name, r.username),
      discordId: r.discord_id,
      vote: asVote(r.vote),
      reason: r.reason,
      at: r.created_at,
    })),
  };
}

/** A message as both sides read it: staff appear by name, never by Discord ID (the applicant sees this too). */
export function toResponseMessage(row: MessageRow): ResponseMessage {
  return {
    id: row.id,
    body: row.body,
    from: row.from_staff ? 'staff' : 'applicant',
    author: { displayName: nameOf(row.display_name, row.username) },
    createdAt: row.created_at,
  };
}
