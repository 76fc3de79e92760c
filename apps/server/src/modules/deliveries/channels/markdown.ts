/** Text from applicants shown in Discord: markdown is escaped, so it reads as typed and cannot format or hide anything. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()<:-])/g, '\\$1');
}

/** Cuts text to `max` characters, marking the cut with '…'. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
