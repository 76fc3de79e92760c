/**
 * The site's languages (D40), schema-free so the browser's first load can import it (decision 0030).
 * `en` is the source: the documents' English texts exactly. Adding a language: docs/translations.md.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'pl', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the site starts with until an admin picks another (`PUT /api/admin/site/locale`). */
export const SOURCE_LOCALE: Locale = 'en';

/** The visitor's choice, written by the language picker (a year, the whole site). */
export const LOCALE_COOKIE = 'locale';

/** Each language in its own name (the picker shows these; never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  pl: 'Polski',
  ru: 'Русский',
};

/** The BCP 47 tag Intl formats with: English dates stay US English (admin-area §9). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', 'pt-BR': 'pt-BR', pl: 'pl-PL', ru: 'ru-RU' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * D40: Discord's `locale` of a user at their first sign-in (`en-US`/`en-GB` → en, `es-ES`/`es-419` → es,
 * `pt-BR`, `de`, `fr`, `pl`, `ru`); any other (or none) → the site's default.
 */
export function localeFromDiscord(discordLocale: string | null | undefined, siteDefault: Locale): Locale {
  switch (discordLocale) {
    case 'en-US':
    case 'en-GB':
      return 'en';
    case 'es-ES':
    case 'es-419':
      return 'es';
    case 'pt-BR':
    case 'de':
    case 'fr':
    case 'pl':
    case 'ru':
      return discordLocale;
    default:
      return siteDefault;
  }
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 weights; `pt` and `pt-PT` take
 * `pt-BR`, `de-AT` takes `de`), or null when none is acceptable.
 */
export function bestLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const wanted = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .slice(0, 40)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((w) => w.tag && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const sameLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** The `locale` cookie's value when it names one of our languages. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = cookieHeader?.match(/(?:^|;\s*)locale=([^;]{1,16})/);
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isLocale(value) ? value : null;
}
