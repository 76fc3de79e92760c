import { formatNumber } from '../../lib/dates.ts';
import { intlLocale } from '../../lib/i18n.ts';
import { insightsTexts as text } from './insights.texts.ts';

/** How the insights screen writes its numbers: counts, rates, durations and calendar days, in the site's locale. */

// Through the one number formatter (lib/dates.ts), in the page's language (D40).
const integer = { format: (n: number) => formatNumber(n) };
const percent = { format: (n: number) => formatNumber(n, { style: 'percent', maximumFractionDigits: 1 }) };
const oneDecimal = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 1 }) };

export const formatCount = (n: number): string => integer.format(n);
export const formatRate = (rate: number | null): string => (rate === null ? text.none : percent.format(rate));

/** Seconds as a person reads a wait: '45 s', '12 min', '3.5 h', '2.1 days'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return text.none;
  if (seconds < 60) return text.duration.seconds(Math.round(seconds));
  if (seconds < 3600) return text.duration.minutes(Math.round(seconds / 60));
  if (seconds < 48 * 3600) return text.duration.hours(oneDecimal.format(seconds / 3600));
  return text.duration.days(Math.round((seconds / 86_400) * 10) / 10);
}

const calendar = (options: Intl.DateTimeFormatOptions) => (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  // A calendar day, not an instant: shown as written, whatever the viewer's zone.
  return Number.isFinite(ms) ? new Date(ms).toLocaleDateString(intlLocale(), { timeZone: 'UTC', ...options }) : day;
};
/** 'Mar 11' */
export const formatShortDay = calendar({ month: 'short', day: 'numeric' });
/** 'Wed, Mar 11, 2026' */
export const formatDay = calendar({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
