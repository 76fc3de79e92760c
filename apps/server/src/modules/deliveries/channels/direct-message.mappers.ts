import { INTL_LOCALE, type Locale } from '@crp/shared/locales';
import type { DirectMessagePayload, StaffMessagePayload } from '../deliveries-payloads.rules.ts';
import { translate } from '../../locale/index.ts';
import { cut, escapeMarkdown } from './markdown.rules.ts';

/** An instant as everyone can read it: UTC words plus a Discord timestamp each reader sees in their own zone (in the member's language, D40). */
export function interviewTimeText(iso: string, locale: Locale = 'en'): string {
  const at = new Date(iso);
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  const utc =
    locale === 'en'
      ? `${days[at.getUTCDay()]} ${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`
      : at.toLocaleString(INTL_LOCALE[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short' });
  return translate(locale, 'dm.interviewTime', { utc, discordTime: `<t:${Math.floor(at.getTime() / 1000)}:F>` });
}

/** A staff message's notice (D31): who wrote about what, the start of the text, where to answer. */
export function staffMessageText(payload: StaffMessagePayload, publicUrl: string, locale: Locale = 'en'): string {
  const form = `**${escapeMarkdown(payload.formTitle)}**`;
  const lines = [
    translate(locale, 'dm.staffMessage', { name: escapeMarkdown(payload.applicantName), form }),
    '',
    `> ${cut(escapeMarkdown(payload.excerpt), 300).replace(/\n/g, '\n> ')}`,
    '',
    translate(locale, 'dm.staffMessageAnswer', { url: `${publicUrl}/dashboard` }),
  ];
  return cut(lines.join('\n'), 2000);
}

/** The applicant's direct message (D24) in the member's language (D40): short, friendly, with a link to the dashboard; at most Discord's 2000 characters. */
export function directMessageText(payload: DirectMessagePayload, publicUrl: string, locale: Locale = 'en'): string {
  const form = `**${escapeMarkdown(payload.formTitle)}**`;
  const name = escapeMarkdown(payload.applicantName);
  const notes = payload.notes ? cut(escapeMarkdown(payload.notes), 1200) : null;
  const dashboard = `${publicUrl}/dashboard`;
  const lines: string[] = [];
  if (payload.status === 'accepted') {
    lines.push(translate(locale, 'dm.accepted', { name, form }));
    if (notes) lines.push('', translate(locale, 'dm.acceptedNote', { notes }));
  } else if (payload.status === 'rejected') {
    lines.push(translate(locale, 'dm.rejected', { name, form }));
    if (notes) lines.push('', translate(locale, 'dm.rejectedReason', { notes }));
  } else {
    lines.push(translate(locale, 'dm.interview', { name, form }));
    lines.push(
      '',
      payload.interviewDate
        ? translate(locale, 'dm.interviewAt', { when: interviewTimeText(payload.interviewDate, locale) })
        : translate(locale, 'dm.interviewTimeLater'),
    );
    if (notes) lines.push(translate(locale, 'dm.interviewNotes', { notes }));
  }
  lines.push('', translate(locale, 'dm.details', { url: dashboard }));
  return cut(lines.join('\n'), 2000);
}
