import { controlCharacterIn, requestedStatusOf, responseStatusSchema, type DecisionAction, type ResponseStatus } from '@crp/shared';
import { localeFromDiscord, type Locale } from '@crp/shared/locales';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { fitDiscordMessage, fitModal } from '../../integrations/discord-limits.ts';
import { ConflictError, DomainError } from '../../lib/domain-errors.ts';
import { accountForMember } from '../auth/index.ts';
import { staffPostMessage } from '../deliveries/index.ts';
import { errorInLanguage, siteDefaultLocale, translate, type ServerMessageId } from '../locale/index.ts';
import { castVote, decideOnResponse, findResponseStatus, staffPostFor } from '../responses/index.ts';
import { claimInteraction, pruneInteractions, releaseInteraction } from './interactions.queries.ts';

/** The parts of a Discord interaction we read (https://discord.com/developers/docs/interactions/receiving-and-responding). */
export interface Interaction {
  /** Discord's id of this interaction: a second request with it is a replay (D43 b). */
  id?: string;
  type: number;
  guild_id?: string;
  /** The presser's Discord language (`de`, `en-US`, `pt-BR`…): the answers are in it (D40). */
  locale?: string;
  member?: { roles?: string[]; user?: { id: string; username: string; global_name?: string | null; avatar?: string | null } };
  data?: { custom_id?: string; components?: Array<{ components?: Array<{ custom_id?: string; value?: string }> }> };
}

const TYPE = { ping: 1, component: 3, modalSubmit: 5 } as const;
const ANSWER = { pong: 1, message: 4, updateMessage: 7, modal: 9 } as const;
const EPHEMERAL = 64;

type Action = 'accept' | 'reject' | 'pass' | 'fail' | 'vote-approve' | 'vote-deny';
/** `resp:{id}:{action}:{status}`: the status the button was drawn for (D43 b); ids without it are from older posts. */
const actionPattern = /^resp:([1-9]\d{0,9}):(accept|reject|pass|fail|vote-approve|vote-deny):([a-z_]{1,20})$/;
const isDecision = (action: Action): action is DecisionAction => action in requestedStatusOf;
/** Ids are kept this long: Discord's signature is good for 5 minutes, so a day covers any replay. */
const KEEP_IDS_MS = 24 * 60 * 60 * 1000;
let lastPrune = 0;

const ephemeral = (content: string) => ({ type: ANSWER.message, data: fitDiscordMessage({ flags: EPHEMERAL, content, allowed_mentions: { parse: [] } }) });

/** The answers' texts in one language (the server's catalogue, `discord.*`); `interactionTexts` is the English. */
function textsIn(locale: Locale) {
  const say = (id: ServerMessageId, values?: Parameters<typeof translate>[2]) => translate(locale, id, values);
  return {
    notOurs: say('discord.notOurs'),
    wrongGuild: say('discord.wrongGuild'),
    notReviewer: say('discord.notReviewer'),
    voted: (vote: 'approve' | 'deny') => say('discord.voted', { vote }),
    alreadyHandled: say('discord.alreadyHandled'),
    movedSince: (drawnFor: ResponseStatus, current: ResponseStatus) =>
      say('discord.movedSince', { drawnFor: { id: `statusLabel.${drawnFor}` }, current: { id: `statusLabel.${current}` } }),
    decided: say('discord.decided'),
  };
}

export const interactionTexts = textsIn('en');

/**
 * Answers one verified interaction (D32), within Discord's 3 seconds: only the database is touched
 * (decisions and votes through the review rules and the one write path); roles, messages and the
 * post's edit are queued in the outbox. A 403 or 409 of the site becomes an ephemeral message with
 * the same words.
 */
export async function answerInteraction(ctx: AppContext, interaction: Interaction): Promise<Record<string, unknown>> {
  if (interaction.type === TYPE.ping) return { type: ANSWER.pong };
  const locale = localeFromDiscord(interaction.locale, siteDefaultLocale(ctx));
  const interactionTexts = textsIn(locale);
  if (interaction.type !== TYPE.component && interaction.type !== TYPE.modalSubmit) return ephemeral(interactionTexts.notOurs);
  const match = actionPattern.exec(interaction.data?.custom_id ?? '');
  const drawnFor = responseStatusSchema.safeParse(match?.[3]);
  if (!match || !drawnFor.success) return ephemeral(interactionTexts.notOurs);
  const responseId = Number(match[1]);
  const action = match[2] as Action;
  const user = interaction.member?.user;
  if (!user || interaction.guild_id !== ctx.env.DISCORD_GUILD_ID) return ephemeral(interactionTexts.wrongGuild);

  // Once per interaction, on every instance (D43 b): a captured request sent again changes nothing.
  if (!interaction.id) return ephemeral(interactionTexts.notOurs);
  if (!(await claimInteraction(ctx.db, interaction.id, now()))) return ephemeral(interactionTexts.alreadyHandled);
  void pruneOldInteractions(ctx);
  try {
    return await act(ctx, interaction, user, responseId, action, drawnFor.data, locale);
  } catch (err) {
    // Not acted on: the same press may come again (Discord shows its own failure).
    await releaseInteraction(ctx.db, interaction.id);
    throw err;
  }
}

async function act(
  ctx: AppContext,
  interaction: Interaction,
  user: NonNullable<NonNullable<Interaction['member']>['user']>,
  responseId: number,
  action: Action,
  drawnFor: ResponseStatus,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const interactionTexts = textsIn(locale);
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
    // Every press acts only on the status its post was drawn for (D43 b): the same rule as the site's expected status.
    const moved = await movedSince(ctx, responseId, drawnFor, locale);
    if (moved) return ephemeral(moved);
    if (interaction.type === TYPE.component && isDecision(action)) {
      // Decisions ask for the reason first; the modal's submit decides.
      return reasonModal(responseId, action, drawnFor, locale);
    }
    if (action === 'vote-approve' || action === 'vote-deny') {
      const vote = action === 'vote-approve' ? 'approve' : 'deny';
      await castVote(ctx.db, ctx.dialect, responseId, viewer, vote, null);
      return ephemeral(interactionTexts.voted(vote));
    }
    const reason = interaction.data?.components?.[0]?.components?.[0]?.value?.trim() || undefined;
    const control = reason ? controlCharacterIn(reason) : null;
    if (control) return ephemeral(translate(locale, 'error.controlCharacter', { field: { id: 'discord.theReason' }, codePoint: control }));
    await decideOnResponse(ctx.db, ctx.dialect, responseId, viewer, {
      status: requestedStatusOf[action as DecisionAction],
      expectedStatus: drawnFor,
      ...(reason ? { reviewNotes: reason.slice(0, 2000) } : {}),
    });
    // The message shows the decision at once; the queued edit writes the same.
    const post = await staffPostFor(ctx.db, responseId, 'edit');
    return post ? { type: ANSWER.updateMessage, data: staffPostMessage(post, ctx.env.PUBLIC_URL, siteDefaultLocale(ctx)) } : ephemeral(interactionTexts.decided);
  } catch (err) {
    if (err instanceof ConflictError && err.code === 'status_changed') {
      const current = await findResponseStatus(ctx.db, responseId);
      if (current) return ephemeral(interactionTexts.movedSince(drawnFor, current as ResponseStatus));
    }
    if (err instanceof DomainError) return ephemeral(errorInLanguage(locale, err.message, err.text));
    throw err;
  }
}

/** The words for a response that has moved since its post was drawn; null when it has not (or is unknown: the action's own answer says so). */
async function movedSince(ctx: AppContext, responseId: number, drawnFor: ResponseStatus, locale: Locale): Promise<string | null> {
  const current = (await findResponseStatus(ctx.db, responseId)) as ResponseStatus | undefined;
  return current && current !== drawnFor ? textsIn(locale).movedSince(drawnFor, current) : null;
}

/** At most once a minute per instance, after the answer: old ids can no longer be replayed. */
async function pruneOldInteractions(ctx: AppContext): Promise<void> {
  if (Date.now() - lastPrune < 60_000) return;
  lastPrune = Date.now();
  try {
    await pruneInteractions(ctx.db, new Date(Date.now() - KEEP_IDS_MS).toISOString());
  } catch {
    /* the next press tries again */
  }
}

/** The modal's title names the decision as the post's button does. */
const modalTitles = { accept: 'post.accept', reject: 'post.reject', pass: 'post.pass', fail: 'post.fail' } as const satisfies Record<DecisionAction, ServerMessageId>;

function reasonModal(responseId: number, action: DecisionAction, drawnFor: ResponseStatus, locale: Locale) {
  return {
    type: ANSWER.modal,
    data: fitModal({
      custom_id: `resp:${responseId}:${action}:${drawnFor}`,
      title: translate(locale, 'discord.modalTitle', { action: { id: modalTitles[action] }, id: String(responseId) }),
      components: [
        {
          type: 1,
          components: [
            {
              type: 4,
              custom_id: 'reason',
              style: 2,
              label: translate(locale, requestedStatusOf[action] === 'accepted' ? 'discord.noteLabel' : 'discord.reasonLabel'),
              required: false,
              max_length: 2000,
            },
          ],
        },
      ],
    }),
  };
}
