/**
 * The one allowlist for stored and displayed rich text (player-area §5): paragraphs, emphasis,
 * lists and links, a few headings. The server sanitizes with it before storing; the browser
 * sanitizes again with it before rendering.
 */
export const richTextAllowlist = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'],
  attributes: { a: ['href', 'title', 'target', 'rel'] } as Record<string, string[]>,
  schemes: ['http', 'https', 'mailto'],
} as const;

/** Plain text of a rich-text value, for blank checks and excerpts. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const isBlankRichText = (html: string | null | undefined): boolean => !html || richTextToPlain(html) === '';
