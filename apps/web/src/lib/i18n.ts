/**
 * Translations (D40, decisions 0035 and 0038): Lingui's macros, run by our own runtime (./lingui.tsx). Components mark their texts with Lingui's macros
 * (`<Trans>`, `useLingui().t`, `msg`); each language's catalogue (src/locales/{locale}.po) is its own
 * chunk, and a page loads only its language's: the one on `<html lang>`, which the server chose
 * (apps/server/src/modules/locale) and rendered the page in. docs/translations.md says how to translate.
 */
import { activeI18n, browserI18n, setupI18n, type I18n, type MessageDescriptor, type Messages } from './lingui.tsx';
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

/** The staff screens' texts (src/locales/admin/{locale}.po): loaded with those screens only, never in a player's first load. */
const staffCatalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/admin/en.po'),
  de: () => import('../locales/admin/de.po'),
  fr: () => import('../locales/admin/fr.po'),
  es: () => import('../locales/admin/es.po'),
  'pt-BR': () => import('../locales/admin/pt-BR.po'),
  pl: () => import('../locales/admin/pl.po'),
  ru: () => import('../locales/admin/ru.po'),
};

/** One language's compiled messages (its chunk is fetched once). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages;
}

/** One language's staff-screen messages. */
export async function loadStaffMessages(locale: Locale): Promise<Messages> {
  return (await staffCatalogues[locale]()).messages;
}

/**
 * A staff screen's code with its texts: in the browser the page's instance gets the staff catalogue
 * before the screen renders (and before a rendered staff page is hydrated); a server render's
 * instance holds every catalogue already (createI18n).
 */
export async function withStaffTexts<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  const [screen, messages] = await Promise.all([load(), loadStaffMessages(pageLocale())]);
  browserI18n.load(messages);
  return screen;
}

/** A Lingui instance for one language, ready to translate. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  // A server render may draw any screen: both catalogues.
  const [messages, staff] = await Promise.all([loadMessages(locale), loadStaffMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...staff } });
  return i18n;
}

// The browser's instance, the render's on the server and the one active now live with the runtime (./lingui.tsx).
export { activeI18n, browserI18n, setRenderI18n } from './lingui.tsx';

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
