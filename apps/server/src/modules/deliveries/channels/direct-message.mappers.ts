import type { DirectMessagePayload, StaffMessagePayload } from '../deliveries-payloads.rules.ts';
import { cut, escapeMarkdown } from './markdown.rules.ts';

/** An instant as everyone can read it: UTC words plus a Discord timestamp each reader sees in their own zone. */
export function interviewTimeText(iso: string): string {
  const at = new Date(iso);
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  const utc = `${days[at.getUTCDay()]} ${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`;
  return `${utc} (<t:${Math.floor(at.getTime() / 1000)}:F> in your time zone)`;
}

/** A staff message's notice (D31): who wrote about what, the start of the text, where to answer. */
export function staffMessageText(payload: StaffMessagePayload, publicUrl: string): string {
  const form = `**${escapeMarkdown(payload.formTitle)}**`;
  const lines = [
    `Hi ${escapeMarkdown(payload.applicantName)}, the staff sent you a message about your application ${form}:`,
    '',
    `> ${cut(escapeMarkdown(payload.excerpt), 300).replace(/\n/g, '\n> ')}`,
    '',
    `Read and answer it on your dashboard: ${publicUrl}/dashboard`,
  ];
  return cut(lines.join('\n'), 2000);
}

/** The applicant's direct message (D24): short, friendly, with a link to the dashboard; at most Discord's 2000 characters. */
export function directMessageText(payload: DirectMessagePayload, publicUrl: string): string {
  const form = `**${escapeMarkdown(payload.formTitle)}**`;
  const name = escapeMarkdown(payload.applicantName);
  const notes = payload.notes ? cut(escapeMarkdown(payload.notes), 1200) : null;
  const dashboard = `${publicUrl}/dashboard`;
  const lines: string[] = [];
  if (payload.status === 'accepted') {
    lines.push(`🎉 Good news, ${name}! Your application ${form} has been accepted. Welcome aboard!`);
    if (notes) lines.push('', `Note from the team: ${notes}`);
  } else if (payload.status === 'rejected') {
    lines.push(`Hi ${name}, thank you for applying for ${form}. Unfortunately your application was not accepted this time.`);
    if (notes) lines.push('', `Reason: ${notes}`);
  } else {
    lines.push(`Hi ${name}, your application ${form} has moved on to an interview! 🎙️`);
    lines.push('', payload.interviewDate ? `Interview: ${interviewTimeText(payload.interviewDate)}` : 'We will let you know the interview time soon.');
    if (notes) lines.push(`Notes: ${notes}`);
  }
  lines.push('', `See the details on your dashboard: ${dashboard}`);
  return cut(lines.join('\n'), 2000);
}
