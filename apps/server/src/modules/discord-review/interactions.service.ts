import { isOpenStatus, reviewMessages } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { ConflictError, DomainError } from '../../lib/domain-errors.ts';
import { accountForMember } from '../auth/index.ts';
import { staffPostMessage } from '../deliveries/index.ts';
import { castVote, decideOnResponse, findResponseStatus, staffPostFor } from '../responses/index.ts';

/** The parts of a Discord interaction we read (https://discord.com/developers/docs/interactions/receiving-and-responding). */
export interface Interaction {
  type: number;
  guild_id?: string;
  member?: { roles?: string[]; user?: { id: string; username: string; global_name?: string | null; avatar?: string | null } };
  data?: { custom_id?: string; components?: Array<{ components?: Array<{ custom_id?: string; value?: string }> }> };
}

const TYPE = { ping: 1, component: 3, modalSubmit: 5 } as const;
const ANSWER = { pong: 1, message: 4, updateMessage: 7, modal: 9 } as const;
const EPHEMERAL = 64;

type Action = 'accept' | 'reject' | 'vote-approve' | 'vote-deny';
const actionPattern = /^resp:([1-9]\d{0,9}):(accept|reject|vote-approve|vote-deny)$/;

const ephemeral = (content: string) => ({ type: ANSWER.message, data: { flags: EPHEMERAL, content, allowed_mentions: { parse: [] } } });

export const interactionTexts = {
  notOurs: 'This button is not one of ours any more. Open the application on the site instead.',
  wrongGuild: "Use the buttons in the community's own server.",
  notReviewer: 'You need a reviewer role on the server to decide or vote on applications. Ask an admin if you should have it.',
  voted: (vote: 'approve' | 'deny') => `Your vote to ${vote} is recorded. Change it by pressing the other vote button, or take it back on the site.`,
  failed: 'Something went wrong on our side. Try again, or decide on the site.',
} as const;

/**
 * Answers one verified interaction (D32), within Discord's 3 seconds: only the database is touched
 * (decisions and votes through the review rules and the one write path); roles, messages and the
 * post's edit are queued in the outbox. A 403 or 409 of the site becomes an ephemeral message with
 * the same words.
 */
export async function answerInteraction(ctx: AppContext, interaction: Interaction): Promise<Record<string, unknown>> {
  if (interaction.type === TYPE.ping) return { type: ANSWER.pong };
  if (interaction.type !== TYPE.component && interaction.type !== TYPE.modalSubmit) return ephemeral(interactionTexts.notOurs);
  const match = actionPattern.exec(interaction.data?.custom_id ?? '');
  if (!match) return ephemeral(interactionTexts.notOurs);
  const responseId = Number(match[1]);
  const action = match[2] as Action;
  const user = interaction.member?.user;
  if (!user || interaction.guild_id !== ctx.env.DISCORD_GUILD_ID) return ephemeral(interactionTexts.wrongGuild);

  const account = await accountForMember(ctx, {
    discordId: user.id,
    username: user.username,
    globalName: user.global_name ?? null,
    avatar: user.avatar ?? null,
    roles: interaction.member?.roles ?? [],
  });
  if (!account.canReviewApplications) return ephemeral(interactionTexts.notReviewer);
  const viewer = { id: account.id, isAdmin: account.isAdmin };

  try {
    if (interaction.type === TYPE.component && (action === 'accept' || action === 'reject')) {
      // Decisions ask for the reason first; the modal's submit decides.
      await checkDecidable(ctx, responseId, action);
      return reasonModal(responseId, action);
    }
    if (action === 'vote-approve' || action === 'vote-deny') {
      const vote = action === 'vote-approve' ? 'approve' : 'deny';
      await castVote(ctx.db, ctx.dialect, responseId, viewer, vote, null);
      return ephemeral(interactionTexts.voted(vote));
    }
    const reason = interaction.data?.components?.[0]?.components?.[0]?.value?.trim() || undefined;
    await decideOnResponse(ctx.db, ctx.dialect, responseId, viewer, {
      status: action === 'accept' ? 'accepted' : 'rejected',
      ...(reason ? { reviewNotes: reason.slice(0, 2000) } : {}),
    });
    // The message shows the decision at once; the queued edit writes the same.
    const post = await staffPostFor(ctx.db, responseId, 'edit');
    return post ? { type: ANSWER.updateMessage, data: staffPostMessage(post, ctx.env.PUBLIC_URL) } : ephemeral('Decision recorded.');
  } catch (err) {
    if (err instanceof DomainError) return ephemeral(err.message);
    throw err;
  }
}

/** A response that no longer takes decisions is told at once, before the modal (the same words as the site's 409). */
async function checkDecidable(ctx: AppContext, responseId: number, action: 'accept' | 'reject'): Promise<void> {
  const status = await findResponseStatus(ctx.db, responseId);
  if (!status) return; // unknown: the modal's submit gets the site's answer
  if (!isOpenStatus(status)) throw new ConflictError(reviewMessages.illegalTransition(status, action === 'accept' ? 'accepted' : 'rejected'), 'illegal_transition');
}

function reasonModal(responseId: number, action: 'accept' | 'reject') {
  return {
    type: ANSWER.modal,
    data: {
      custom_id: `resp:${responseId}:${action}`,
      title: `${action === 'accept' ? 'Accept' : 'Reject'} application #${responseId}`.slice(0, 45),
      components: [
        {
          type: 1,
          components: [
            {
              type: 4,
              custom_id: 'reason',
              style: 2,
              label: action === 'accept' ? 'Note to the applicant (optional)' : 'Reason, sent to the applicant (optional)',
              required: false,
              max_length: 2000,
            },
          ],
        },
      ],
    },
  };
}
