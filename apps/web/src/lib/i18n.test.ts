import { afterAll, describe, expect, it } from 'vitest';
import { englishMessages as english } from '../test/english.ts';
import { gmodHoursText } from '../components/ui/steam-facts.tsx';
import { formatDate, formatNumber, formatRelativeTime } from './dates.ts';
import { activeLocale, browserI18n, loadAreaMessages, loadMessages, withTexts } from './i18n.ts';
import type { Locale } from '@crp/shared/locales';

/** A language's core texts and the dashboard's (the Steam hours are the account area's, decision 0039). */
const dashboardTexts = async (locale: Locale) => ({ ...(await loadMessages(locale)), ...(await loadAreaMessages('account', locale)) });

const hours = (n: number) => gmodHoursText({ gmodHours: n } as never);

/** D40: plurals by each language's CLDR rules, dates and numbers by Intl in the active language. */
describe('the active language', () => {
  afterAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: english }));

  it('English stays as it was', () => {
    expect(activeLocale()).toBe('en');
    expect([hours(1), hours(2), hours(1234)]).toEqual(['1 hour', '2 hours', '1,234 hours']);
    expect(formatDate('2026-11-27T12:00:00.000Z')).toBe('11/27/2026');
  });

  it('Russian takes one, few and many', async () => {
    browserI18n.loadAndActivate({ locale: 'ru', messages: await dashboardTexts('ru') });
    expect([hours(1), hours(3), hours(5), hours(21), hours(22), hours(11)]).toEqual(['1 час', '3 часа', '5 часов', '21 час', '22 часа', '11 часов']);
    expect(formatNumber(1234)).toBe('1\u00a0234');
  });

  it('Polish takes one, few and many', async () => {
    browserI18n.loadAndActivate({ locale: 'pl', messages: await dashboardTexts('pl') });
    expect([hours(1), hours(2), hours(5), hours(22), hours(12)]).toEqual(['1 godzina', '2 godziny', '5 godzin', '22 godziny', '12 godzin']);
  });

  it('German dates and relative times come from Intl', async () => {
    browserI18n.loadAndActivate({ locale: 'de', messages: await dashboardTexts('de') });
    expect(formatDate('2026-11-27T12:00:00.000Z')).toBe('27.11.2026');
    expect(formatRelativeTime('2026-11-24T12:00:00.000Z', Date.parse('2026-11-27T12:00:00.000Z'))).toBe('vor 3 Tagen');
    expect(hours(1)).toBe('1 Stunde');
  });

  it("a screen's area catalogues load with it, in the page's language, before it renders (decision 0039)", async () => {
    document.documentElement.lang = 'ru';
    try {
      browserI18n.loadAndActivate({ locale: 'ru', messages: await loadMessages('ru') });
      const signIn = await loadAreaMessages('sign-in', 'ru');
      const [id] = Object.keys(signIn);
      // Not in the core catalogue: without its area the id itself would show.
      expect(browserI18n._(id!)).toBe(id);
      let duringLoad = '';
      await withTexts(async () => (duringLoad = browserI18n._(id!)), ['sign-in']);
      // The screen's code is fetched side by side with its texts, not after them.
      expect(duringLoad).toBe(id);
      // Once withTexts resolves (the screen renders then), the area's texts are there, in Russian.
      expect(browserI18n._(id!)).not.toBe(id);
      expect(browserI18n._(id!)).toMatch(/[а-я]/);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
