/** Dates are formatted in US English (admin-area §9), in the viewer's time zone. */
export const locale = 'en-US';

/**
 * The zone dates are shown in: the browser's own (undefined) in the browser; on the server, the zone
 * the browser reported in its `crp_tz` cookie (app/server-render.tsx), so the server-rendered text is
 * what the browser renders when it takes the page over.
 */
let renderTimeZone: () => string | undefined = () => undefined;
export function setRenderTimeZone(source: () => string | undefined): void {
  renderTimeZone = source;
}
/** The cookie that tells the server the browser's time zone (written by main.tsx). */
export const TIME_ZONE_COOKIE = 'crp_tz';

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
