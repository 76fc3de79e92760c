import { statusLabel, type ResponseStatus } from '@crp/shared';
import type { WebhookPayload } from '../deliveries-payloads.rules.ts';
import { DISCORD_LIMITS, fitDiscordMessage } from '../../../integrations/discord-limits.ts';
import { cut, escapeMarkdown } from './markdown.rules.ts';

/** Discord's embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const EMBED_LIMITS = { ...DISCORD_LIMITS.embed, total: DISCORD_LIMITS.embedsTotal } as const;

const statusColors: Record<ResponseStatus, number> = {
  submitted: 0x3b82f6,
  under_review: 0xeab308,
  pending_interview: 0xa855f7,
  accepted: 0x22c55e,
  rejected: 0xef4444,
  withdrawn: 0x6b7280,
};

interface Field {
  name: string;
  value: string;
  inline?: boolean;
}

/**
 * The Discord message of a form webhook (D24): one embed with the form, applicant, status in its
 * colour, reviewer, notes, the answers on submit and a link to the review screen, always within
 * Discord's limits (longer text is cut with '…', fields that no longer fit are left out and
 * counted). Nothing in it pings anyone.
 */
export function discordWebhookMessage(payload: WebhookPayload, publicUrl: string) {
  const { body } = payload;
  const data = body.data;
  const kind = data.form.type === 'survey' ? 'Survey response' : 'Application';
  const title =
    body.type === 'test'
      ? `Test message for ${data.form.title}`
      : body.type === 'response.submitted'
        ? `New ${kind.toLowerCase()}: ${data.form.title}`
        : `${kind} ${statusLabel(data.status).toLowerCase()}: ${data.form.title}`;
  const applicant = `${escapeMarkdown(data.applicant.displayName)} (@${escapeMarkdown(data.applicant.username)}, ${data.applicant.discordId})`;
  const description =
    body.type === 'test'
      ? 'This is a test of the webhook from the form editor. Real messages look like this one.'
      : `${applicant}\n**Status:** ${statusLabel(data.status)}${data.previousStatus ? ` (was ${statusLabel(data.previousStatus)})` : ''}`;

  const fields: Field[] = [];
  // D33: the linked Steam account, for staff who whitelist and ban by SteamID.
  if (data.applicant.steamId) fields.push({ name: 'Steam ID', value: `\`${data.applicant.steamId}\``, inline: true });
  if (payload.reviewer) fields.push({ name: 'Reviewer', value: escapeMarkdown(payload.reviewer), inline: true });
  if (data.interviewDate) {
    const unix = Math.floor(Date.parse(data.interviewDate) / 1000);
    fields.push({ name: 'Interview', value: `<t:${unix}:F>`, inline: true });
  }
  if (data.reviewNotes) fields.push({ name: 'Notes', value: escapeMarkdown(data.reviewNotes) });
  for (const line of payload.answers) fields.push({ name: escapeMarkdown(line.question), value: escapeMarkdown(line.answer) || '—' });

  const embed = {
    title: cut(title, EMBED_LIMITS.title),
    description: cut(description, EMBED_LIMITS.description),
    url: `${publicUrl}/admin/application/${data.responseId}`,
    color: statusColors[data.status] ?? statusColors.submitted,
    timestamp: body.timestamp,
    footer: { text: `Response #${data.responseId}` },
    fields: [] as Field[],
  };
  let total = embed.title.length + embed.description.length + embed.footer.text.length;
  const room = EMBED_LIMITS.fields - 1; // one place kept for "n more answers"
  let left = 0;
  for (const [index, field] of fields.entries()) {
    const name = cut(field.name, EMBED_LIMITS.fieldName);
    const value = cut(field.value, EMBED_LIMITS.fieldValue);
    // Keeps 60 characters for the closing note.
    if (embed.fields.length >= room || total + name.length + value.length > EMBED_LIMITS.total - 60) {
      left = fields.length - index;
      break;
    }
    embed.fields.push({ ...field, name, value });
    total += name.length + value.length;
  }
  if (left > 0) embed.fields.push({ name: 'More', value: `${left} more ${left === 1 ? 'answer' : 'answers'} on the review screen.` });
  return fitDiscordMessage({ embeds: [embed], allowed_mentions: { parse: [] as string[] } });
}
