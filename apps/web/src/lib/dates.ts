import { TIME_ZONE_COOKIE } from '@crp/shared/time-zone';
import { intlLocale } from './i18n.ts';

/**
 * Dates are formatted in the page's language (D40; English: US English, admin-area §9), in the viewer's
 * time zone. The one place dates, numbers and relative times are formatted.
 */

/**
 * The zone dates are shown in: the browser's own (undefined) in the browser; on the server, the zone
 * the browser reported in its `crp_tz` cookie (src/server-render.tsx), so the server-rendered text is
 * what the browser renders when it takes the page over.
 */
let renderTimeZone: () => string | undefined = () => {
  rememberTimeZone();
  return undefined;
};
export function setRenderTimeZone(source: () => string | undefined): void {
  renderTimeZone = source;
}

let remembered = false;
/**
 * Writes the browser's zone for the server's next render, the first time a date is shown: by then
 * the locale data is loaded anyway (the first use of Intl costs tens of milliseconds, so a page
 * without dates never pays it).
 */
function rememberTimeZone(): void {
  if (remembered || typeof document === 'undefined') return;
  remembered = true;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  if (document.cookie.includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/** One formatter for every date shown: '' for no or an invalid date, else `options` in the render's zone. */
function format(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(intlLocale(), { ...options, timeZone: renderTimeZone() });
}

/** e.g. 11/27/2026 */
export const formatDate = (iso: string | null | undefined) => format(iso, { year: 'numeric', month: 'numeric', day: 'numeric' });

/** e.g. November 27, 2026 */
export const formatLongDate = (iso: string | null | undefined) => format(iso, { year: 'numeric', month: 'long', day: 'numeric' });

/** e.g. November 27, 2026 at 5:00 AM UTC */
export const formatDateTime = (iso: string | null | undefined) =>
  format(iso, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** Long US format with weekday, time and zone name (interview dates, D11). */
export const formatInterviewDate = (iso: string | null | undefined) =>
  format(iso, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** e.g. 11/27/2026, 5:00 AM */
export const formatShortDateTime = (iso: string | null | undefined) =>
  format(iso, { month: 'numeric', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A number in the page's language (e.g. 1,234 / 1.234 / 1 234). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(), options).format(value);

/** A time relative to now in the page's language (e.g. "3 days ago", "vor 3 Tagen"). */
export function formatRelativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const rtf = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(seconds, 'second');
}
