import { afterAll, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/admin/en.po';
import { messages as russian } from '../../locales/admin/ru.po';
import { messages as polish } from '../../locales/admin/pl.po';
import { messages as german } from '../../locales/admin/de.po';
import { browserI18n } from '../../lib/i18n.ts';
import { formatDuration } from './format.ts';
import { insightsTexts as text } from './insights.texts.ts';

/** D40: the insights' durations and counts in each language's plural forms (CLDR), numbers in its own way. */
describe('insights texts in other languages', () => {
  afterAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: english }));

  it('English: the spec texts', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(2.1 * 86_400)).toBe('2.1 days');
    expect(text.chart.point('Mon, Mar 9, 2026', 1, 0, 2)).toBe('Mon, Mar 9, 2026: 1 submitted, 0 accepted, 2 rejected');
  });

  it('Russian: one, few, many and fractions', () => {
    browserI18n.loadAndActivate({ locale: 'ru', messages: russian });
    expect(formatDuration(86_400 * 21)).toBe('21 день');
    expect(formatDuration(86_400 * 3)).toBe('3 дня');
    expect(formatDuration(86_400 * 5)).toBe('5 дней');
    expect(formatDuration(2.1 * 86_400)).toBe('2,1 дня');
    expect(text.tiles.decided(1, 5)).toBe('1 принята · 5 отклонено');
    expect(text.tiles.withdrawn(3)).toBe('3 отозваны');
  });

  it('Polish and German', () => {
    browserI18n.loadAndActivate({ locale: 'pl', messages: polish });
    expect(formatDuration(86_400 * 2)).toBe('2 dni');
    expect(text.tiles.decided(22, 25)).toBe('22 przyjęte · 25 odrzuconych');
    browserI18n.loadAndActivate({ locale: 'de', messages: german });
    expect(formatDuration(86_400 * 2.5)).toBe('2,5 Tage');
    expect(formatDuration(3600)).toBe('1 Std.');
  });
});
