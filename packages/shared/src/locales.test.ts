import { describe, expect, it } from 'vitest';
import { bestLocale, localeFromCookie, localeFromDiscord } from './locales.ts';

describe('choosing a language (D40)', () => {
  it("maps Discord's locale at the first sign-in, others to the site's default", () => {
    expect(localeFromDiscord('en-US', 'de')).toBe('en');
    expect(localeFromDiscord('en-GB', 'de')).toBe('en');
    expect(localeFromDiscord('es-ES', 'en')).toBe('es');
    expect(localeFromDiscord('es-419', 'en')).toBe('es');
    expect(localeFromDiscord('pt-BR', 'en')).toBe('pt-BR');
    for (const l of ['de', 'fr', 'pl', 'ru'] as const) expect(localeFromDiscord(l, 'en')).toBe(l);
    expect(localeFromDiscord('ja', 'fr')).toBe('fr');
    expect(localeFromDiscord(null, 'pl')).toBe('pl');
  });

  it('takes the best acceptable language of Accept-Language, by weight then order', () => {
    expect(bestLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(bestLocale('ja, ru;q=0.5, fr;q=0.7')).toBe('fr');
    expect(bestLocale('pt-PT')).toBe('pt-BR');
    expect(bestLocale('pt-br')).toBe('pt-BR');
    expect(bestLocale('es-419')).toBe('es');
    expect(bestLocale('ja, zh;q=0.9')).toBeNull();
    expect(bestLocale('de;q=0, en;q=0.1')).toBe('en');
    expect(bestLocale('*')).toBeNull();
    expect(bestLocale(undefined)).toBeNull();
  });

  it('reads the locale cookie only when it names a language of the site', () => {
    expect(localeFromCookie('sid=1; locale=pl')).toBe('pl');
    expect(localeFromCookie('locale=pt-BR; x=1')).toBe('pt-BR');
    expect(localeFromCookie('locale=xx')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
