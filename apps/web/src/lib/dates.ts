import { TIME_ZONE_COOKIE } from '@crp/shared/time-zone';

/** Dates are formatted in US English (admin-area §9), in the viewer's time zone. */
export const locale = 'en-US';

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
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(locale, { ...options, timeZone: renderTimeZone() });
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
