import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE } from '@crp/shared/time-zone';
import { formatDateTime, formatLongDate, setRenderTimeZone } from './dates.ts';

describe('dates', () => {
  afterEach(() => setRenderTimeZone(() => undefined));

  it('tells the server the browser zone the first time a date is shown (for its next render)', () => {
    expect(document.cookie).not.toContain(`${TIME_ZONE_COOKIE}=`);
    expect(formatLongDate('2026-11-27T12:00:00Z')).toBe('November 27, 2026');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  });

  it('renders in the zone the server was told, so the browser shows the same text when it takes over', () => {
    setRenderTimeZone(() => 'Asia/Tokyo');
    expect(formatLongDate('2026-11-27T20:00:00Z')).toBe('November 28, 2026');
    expect(formatDateTime('2026-11-27T20:00:00Z')).toContain('GMT+9');
  });
});
