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
/** The cookie that tells the server the browser's time zone. */
export const TIME_ZONE_COOKIE = 'crp_tz';

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

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(locale, { timeZone: renderTimeZone() });
}

export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: renderTimeZone() });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: renderTimeZone(),
      });
}

/** Long US format with weekday, time and zone name (interview dates, D11). */
export function formatInterviewDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(locale, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: renderTimeZone(),
      });
}

export function formatShortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(locale, { month: 'numeric', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: renderTimeZone() });
}
