import { decisionActionsIn, isOpenStatus as isOpen, isVotingStatus as isVoting, statusLabel, tallyText, type ResponseStatus } from '@crp/shared';
import { fitDiscordMessage } from '../../../integrations/discord-limits.ts';
import { EMBED_LIMITS } from './discord-embed.mappers.ts';
import type { StaffPostPayload } from '../deliveries-payloads.rules.ts';
import { cut, escapeMarkdown } from './markdown.rules.ts';

/** Each status in the colour the site's badges use (Discord wants an integer RGB). */
const statusColours: Record<ResponseStatus, number> = {
  submitted: 0xeab308,
  under_review: 0x3b82f6,
  pending_interview: 0xa855f7,
  accepted: 0x22c55e,
  rejected: 0xef4444,
  withdrawn: 0x64748b,
};

/** Discord's button styles and component types (https://discord.com/developers/docs/interactions/message-components). */
const BUTTON = 2;
const ROW = 1;
const style = { primary: 1, secondary: 2, success: 3, danger: 4, link: 5 } as const;

const buttonLabels = { accept: 'Accept', reject: 'Reject', pass: 'Pass interview', fail: 'Fail interview' } as const;

/** How many answers the embed shows: a glance, not the whole application (the link has the rest). */
const ANSWERS_SHOWN = 5;

/**
 * The staff-channel message of a response (D32): one embed (form, applicant as a mention and ID,
 * Steam ID when linked, the first answers within Discord's limits, status in its colour, tally, who
 * decided) and the buttons. Buttons that would not work any more are disabled: a decided response
 * shows the state and only the link stays live. Mentions render but ping no one (allowed_mentions).
 */
export function staffPostMessage(post: StaffPostPayload, publicUrl: string): Record<string, unknown> {
  const reviewUrl = `${publicUrl}/admin/application/${post.responseId}`;
  const fields: Array<{ name: string; value: string; inline?: boolean }> = [
    {
      name: 'Applicant',
      value: `<@${post.applicant.discordId}> (${escapeMarkdown(post.applicant.displayName)})\nID: \`${post.applicant.discordId}\``,
      inline: true,
    },
    { name: 'Status', value: statusLabel(post.status), inline: true },
  ];
  if (post.steamId) fields.push({ name: 'Steam ID', value: `\`${post.steamId}\``, inline: true });
  if (post.votes && post.votes.required > 0) fields.push({ name: post.votes.binding ? 'Votes (decide)' : 'Votes', value: tallyText(post.votes), inline: true });
  if (post.assignedTo && post.status === 'under_review') fields.push({ name: 'Under review by', value: escapeMarkdown(post.assignedTo), inline: true });
  if (post.decidedBy && !isOpen(post.status)) fields.push({ name: 'Decided by', value: escapeMarkdown(post.decidedBy), inline: true });
  for (const answer of post.answers.slice(0, ANSWERS_SHOWN)) {
    fields.push({
      name: cut(answer.question.replace(/<[^>]*>/g, '').trim() || 'Question', EMBED_LIMITS.fieldName),
      value: cut(escapeMarkdown(answer.answer) || '—', EMBED_LIMITS.fieldValue),
    });
  }
  const more = post.answers.length > ANSWERS_SHOWN ? `\n\n…and ${post.answers.length - ANSWERS_SHOWN} more answers on the review screen.` : '';
  const embed = {
    title: cut(`${post.formTitle} · #${post.responseId}`, EMBED_LIMITS.title),
    url: reviewUrl,
    description: cut(`New application from **${escapeMarkdown(post.applicant.displayName)}** (@${escapeMarkdown(post.applicant.username)}).${more}`, 1000),
    color: statusColours[post.status],
    fields: fields.slice(0, EMBED_LIMITS.fields),
    timestamp: post.submittedAt,
    footer: { text: 'Decide here or on the review screen: both stay in step.' },
  };
  const closed = !isOpen(post.status);
  const votingClosed = !isVoting(post.status);
  // Each button carries the status it was drawn for (D43 b): pressed after the response moved, it
  // changes nothing. Waiting for its interview, the response takes the interview's result instead.
  const id = (action: string) => `resp:${post.responseId}:${action}:${post.status}`;
  // The decisions the lifecycle offers in this status; a closed response shows Accept / Reject disabled.
  const offered = closed ? (['accept', 'reject'] as const) : decisionActionsIn(post.status);
  const buttons: Array<Record<string, unknown>> = offered.map((action) => ({
    type: BUTTON,
    style: action === 'accept' || action === 'pass' ? style.success : style.danger,
    label: buttonLabels[action],
    custom_id: id(action),
    disabled: closed,
  }));
  if (post.votes && post.votes.required > 0) {
    buttons.push(
      { type: BUTTON, style: style.primary, label: 'Approve vote', custom_id: id('vote-approve'), disabled: votingClosed },
      { type: BUTTON, style: style.secondary, label: 'Deny vote', custom_id: id('vote-deny'), disabled: votingClosed },
    );
  }
  buttons.push({ type: BUTTON, style: style.link, label: 'Open review', url: reviewUrl });
  return fitDiscordMessage({ embeds: [embed], components: [{ type: ROW, components: buttons }] });
}

/** The thread's name: "{username} · {form title}", at most 100 characters (Discord's limit). */
export const staffThreadName = (post: Pick<StaffPostPayload, 'applicant' | 'formTitle'>): string => cut(`${post.applicant.username} · ${post.formTitle}`, 100);
