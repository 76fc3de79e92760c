/**
 * Translations (D40, decision 0035): Lingui. Components mark their texts with Lingui's macros
 * (`<Trans>`, `useLingui().t`, `msg`); each language's catalogue (src/locales/{locale}.po) is its own
 * chunk, and a page loads only its language's: the one on `<html lang>`, which the server chose
 * (apps/server/src/modules/locale) and rendered the page in. docs/translations.md says how to translate.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { INTL_LOCALE, isLocale, SOURCE_LOCALE, type Locale } from '@crp/shared/locales';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  de: () => import('../locales/de.po'),
  fr: () => import('../locales/fr.po'),
  es: () => import('../locales/es.po'),
  'pt-BR': () => import('../locales/pt-BR.po'),
  pl: () => import('../locales/pl.po'),
  ru: () => import('../locales/ru.po'),
};

/** One language's compiled messages (its chunk is fetched once). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages;
}

/** A Lingui instance for one language, ready to translate. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  return i18n;
}

/** The browser's one instance (main.tsx activates it before the first render). */
export const browserI18n = setupI18n();

/** On the server, the render in progress says which instance is active (src/server-render.tsx). */
let renderI18n: () => I18n | undefined = () => undefined;
export function setRenderI18n(source: () => I18n | undefined): void {
  renderI18n = source;
}

/** The active translations: the render's on the server, the page's in the browser. */
export function activeI18n(): I18n {
  return renderI18n() ?? browserI18n;
}

/** The active language (the source language until one is activated). */
export function activeLocale(): Locale {
  const locale = activeI18n().locale;
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}

/** The tag Intl formats dates and numbers with in the active language (English: US English, admin-area §9). */
export function intlLocale(): string {
  return INTL_LOCALE[activeLocale()];
}

/** A text marked with `msg` (outside components), in the active language. */
export function translate(descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return activeI18n()._(values ? { ...descriptor, values: { ...descriptor.values, ...values } } : descriptor);
}

/** The language the server rendered the page in (its `<html lang>`), else the source language. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}
