/** Text from applicants shown in Discord: markdown is escaped, so it reads as typed and cannot format or hide anything. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()<:-])/g, '\\$1');
}

export { cut } from '../../../integrations/discord-limits.ts';
