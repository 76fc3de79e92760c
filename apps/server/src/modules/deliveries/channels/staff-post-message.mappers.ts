import { decisionActionsIn, isOpenStatus as isOpen, isVotingStatus as isVoting, type ResponseStatus } from '@crp/shared';
import type { Locale } from '@crp/shared/locales';
import { statusLabelIn, translate, type ServerMessageId } from '../../locale/index.ts';
import { fitDiscordMessage } from '../../../integrations/discord-limits.ts';
import { EMBED_LIMITS } from './discord-embed.mappers.ts';
import { DECIDED_BY_VOTES, type StaffPostPayload } from '../deliveries-payloads.rules.ts';
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

const buttonLabels = { accept: 'post.accept', reject: 'post.reject', pass: 'post.pass', fail: 'post.fail' } as const satisfies Record<string, ServerMessageId>;

/** How many answers the embed shows: a glance, not the whole application (the link has the rest). */
const ANSWERS_SHOWN = 5;

/**
 * The staff-channel message of a response (D32): one embed (form, applicant as a mention and ID,
 * Steam ID when linked, the first answers within Discord's limits, status in its colour, tally, who
 * decided) and the buttons. Buttons that would not work any more are disabled: a decided response
 * shows the state and only the link stays live. Mentions render but ping no one (allowed_mentions).
 * Written in `locale`, the site's default language (D40): the channel is the whole team's.
 */
export function staffPostMessage(post: StaffPostPayload, publicUrl: string, locale: Locale): Record<string, unknown> {
  const say = (id: ServerMessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const reviewUrl = `${publicUrl}/admin/application/${post.responseId}`;
  const fields: Array<{ name: string; value: string; inline?: boolean }> = [
    {
      name: say('post.applicant'),
      value: `<@${post.applicant.discordId}> (${escapeMarkdown(post.applicant.displayName)})\nID: \`${post.applicant.discordId}\``,
      inline: true,
    },
    { name: say('post.status'), value: statusLabelIn(locale, post.status), inline: true },
  ];
  if (post.steamId) fields.push({ name: say('post.steamId'), value: `\`${post.steamId}\``, inline: true });
  if (post.votes && post.votes.required > 0) fields.push({ name: say(post.votes.binding ? 'post.votesDecide' : 'post.votes'), value: say('tally.votes', { approve: post.votes.approve, required: post.votes.required, deny: post.votes.deny }), inline: true });
  if (post.assignedTo && post.status === 'under_review') fields.push({ name: say('post.underReviewBy'), value: escapeMarkdown(post.assignedTo), inline: true });
  if (post.decidedBy && !isOpen(post.status)) fields.push({ name: say('post.decidedBy'), value: post.decidedBy === DECIDED_BY_VOTES ? say('post.theVotes') : escapeMarkdown(post.decidedBy), inline: true });
  for (const answer of post.answers.slice(0, ANSWERS_SHOWN)) {
    fields.push({
      name: cut(answer.question.replace(/<[^>]*>/g, '').trim() || say('post.question'), EMBED_LIMITS.fieldName),
      value: cut(escapeMarkdown(answer.answer) || '—', EMBED_LIMITS.fieldValue),
    });
  }
  const more = post.answers.length > ANSWERS_SHOWN ? `\n\n${say('post.moreAnswers', { count: post.answers.length - ANSWERS_SHOWN })}` : '';
  const embed = {
    title: cut(`${post.formTitle} · #${post.responseId}`, EMBED_LIMITS.title),
    url: reviewUrl,
    description: cut(`${say('post.description', { name: escapeMarkdown(post.applicant.displayName), username: escapeMarkdown(post.applicant.username) })}${more}`, 1000),
    color: statusColours[post.status],
    fields: fields.slice(0, EMBED_LIMITS.fields),
    timestamp: post.submittedAt,
    footer: { text: say('post.footer') },
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
    label: say(buttonLabels[action]),
    custom_id: id(action),
    disabled: closed,
  }));
  if (post.votes && post.votes.required > 0) {
    buttons.push(
      { type: BUTTON, style: style.primary, label: say('post.approveVote'), custom_id: id('vote-approve'), disabled: votingClosed },
      { type: BUTTON, style: style.secondary, label: say('post.denyVote'), custom_id: id('vote-deny'), disabled: votingClosed },
    );
  }
  buttons.push({ type: BUTTON, style: style.link, label: say('post.openReview'), url: reviewUrl });
  return fitDiscordMessage({ embeds: [embed], components: [{ type: ROW, components: buttons }] });
}

/** The thread's name: "{username} · {form title}", at most 100 characters (Discord's limit). */
export const staffThreadName = (post: Pick<StaffPostPayload, 'applicant' | 'formTitle'>): string => cut(`${post.applicant.username} · ${post.formTitle}`, 100);
