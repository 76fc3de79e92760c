/**
 * Every limit Discord puts on a message, in one place (D43 d): every message the site sends to
 * Discord (bot messages and edits, staff posts, DMs, webhook embeds, interaction answers and
 * modals) passes `fitDiscordMessage` or `fitModal` just before it leaves. Discord refuses a message
 * over any limit as a whole (a 400, and for an interaction's answer, "This interaction failed"), so
 * text that does not fit is cut with '…' and fields that cannot fit are left out; nothing else changes.
 * Limits: https://discord.com/developers/docs/resources/message#embed-object-embed-limits,
 * …/interactions/message-components, …/interactions/receiving-and-responding (modals).
 */
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  embed: { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, author: 256 },
  /** All embeds of one message together: titles, descriptions, field names and values, footers, authors. */
  embedsTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  modalTitle: 45,
  textInputLabel: 45,
  threadName: 100,
} as const;

/** Discord counts characters (code points), not UTF-16 units. */
const length = (text: string) => Array.from(text).length;

/** `text` cut to `max` characters, the cut marked with '…'. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

interface Embed {
  title?: string;
  description?: string;
  fields?: Array<{ name: string; value: string; inline?: boolean }>;
  footer?: { text: string; icon_url?: string };
  author?: { name: string; url?: string; icon_url?: string };
  [key: string]: unknown;
}

const embedText = (e: Embed) =>
  length(e.title ?? '') +
  length(e.description ?? '') +
  length(e.footer?.text ?? '') +
  length(e.author?.name ?? '') +
  (e.fields ?? []).reduce((sum, f) => sum + length(f.name) + length(f.value), 0);

/** Each part within its own limit. */
function fitEmbedParts(embed: Embed): Embed {
  const L = DISCORD_LIMITS.embed;
  const fitted: Embed = { ...embed };
  if (embed.title !== undefined) fitted.title = cut(embed.title, L.title);
  if (embed.description !== undefined) fitted.description = cut(embed.description, L.description);
  if (embed.footer) fitted.footer = { ...embed.footer, text: cut(embed.footer.text, L.footer) };
  if (embed.author) fitted.author = { ...embed.author, name: cut(embed.author.name, L.author) };
  if (embed.fields) {
    fitted.fields = embed.fields
      .slice(0, L.fields)
      .map((f) => ({ ...f, name: cut(f.name, L.fieldName) || '\u200b', value: cut(f.value, L.fieldValue) || '\u200b' }));
  }
  return fitted;
}

/**
 * The embeds within the shared total: the last fields' values shrink first (answers come last: the
 * facts above them stay whole), then fields are left out from the end, then the descriptions shrink.
 */
function fitTotal(embeds: Embed[]): Embed[] {
  let over = embeds.reduce((sum, e) => sum + embedText(e), 0) - DISCORD_LIMITS.embedsTotal;
  if (over <= 0) return embeds;
  const result = embeds.map((e) => ({ ...e, fields: e.fields ? e.fields.map((f) => ({ ...f })) : undefined }));
  // A value keeps at least this much before fields are dropped: a glance at each answer beats the first answers whole.
  const keep = 40;
  for (let i = result.length - 1; i >= 0 && over > 0; i--) {
    const fields = result[i]!.fields ?? [];
    for (let j = fields.length - 1; j >= 0 && over > 0; j--) {
      const field = fields[j]!;
      const now = length(field.value);
      if (now <= keep) continue;
      const to = Math.max(keep, now - over);
      field.value = cut(field.value, to);
      over -= now - length(field.value);
    }
  }
  for (let i = result.length - 1; i >= 0 && over > 0; i--) {
    const fields = result[i]!.fields ?? [];
    while (fields.length > 0 && over > 0) {
      const dropped = fields.pop()!;
      over -= length(dropped.name) + length(dropped.value);
    }
  }
  for (let i = result.length - 1; i >= 0 && over > 0; i--) {
    const embed = result[i]!;
    for (const part of ['description', 'title'] as const) {
      const text = embed[part];
      if (!text || over <= 0) continue;
      const now = length(text);
      embed[part] = cut(text, Math.max(1, now - over));
      over -= now - length(embed[part]);
    }
  }
  return result;
}

interface Component {
  type: number;
  label?: string;
  custom_id?: string;
  components?: Component[];
  [key: string]: unknown;
}

function fitComponents(rows: Component[]): Component[] {
  const fit = (c: Component): Component => ({
    ...c,
    ...(c.label !== undefined ? { label: cut(c.label, DISCORD_LIMITS.buttonLabel) } : {}),
    ...(c.components ? { components: c.components.slice(0, DISCORD_LIMITS.buttonsPerRow).map(fit) } : {}),
  });
  for (const row of rows) {
    for (const c of row.components ?? []) {
      // A custom id we made too long would point at the wrong thing when cut: that is our bug, not text to trim.
      if (c.custom_id !== undefined && c.custom_id.length > DISCORD_LIMITS.customId) throw new Error(`Discord custom_id over ${DISCORD_LIMITS.customId}: ${c.custom_id}`);
    }
  }
  return rows.slice(0, DISCORD_LIMITS.rows).map(fit);
}

/** A message (content, embeds, components) within every Discord limit. */
export function fitDiscordMessage<T extends Record<string, unknown>>(message: T): T {
  const fitted: Record<string, unknown> = { ...message };
  if (typeof message.content === 'string') fitted.content = cut(message.content, DISCORD_LIMITS.content);
  if (Array.isArray(message.embeds)) fitted.embeds = fitTotal((message.embeds as Embed[]).slice(0, DISCORD_LIMITS.embeds).map(fitEmbedParts));
  if (Array.isArray(message.components)) fitted.components = fitComponents(message.components as Component[]);
  return fitted as T;
}

/** A modal (an interaction's type 9 answer's data) within Discord's limits. */
export function fitModal<T extends { title: string; components: Component[] }>(modal: T): T {
  const rows = modal.components.map((row) => ({
    ...row,
    components: (row.components ?? []).map((c) => (c.label !== undefined ? { ...c, label: cut(c.label, DISCORD_LIMITS.textInputLabel) } : c)),
  }));
  return { ...modal, title: cut(modal.title, DISCORD_LIMITS.modalTitle), components: fitComponents(rows) };
}

/** Total characters of a message's embeds as Discord counts them (for tests and checks). */
export const embedsLength = (embeds: Embed[]) => embeds.reduce((sum, e) => sum + embedText(e), 0);
