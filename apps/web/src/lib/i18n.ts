/**
 * Translations (D40, decisions 0035, 0038 and 0039): Lingui's macros, run by our own runtime (./lingui.tsx).
 * Components mark their texts with Lingui's macros (`<Trans>`, `useLingui().t`, `msg`); each language's
 * catalogues are chunks of their own, and a page loads only its language's: the one on `<html lang>`,
 * which the server chose (apps/server/src/modules/locale) and rendered the page in; the core catalogue
 * first, an area's with the area's screens. docs/translations.md says how to translate.
 */
import { activeI18n, browserI18n, setupI18n, type I18n, type MessageDescriptor, type Messages } from './lingui.tsx';
import { INTL_LOCALE, isLocale, SOURCE_LOCALE, type Locale } from '@crp/shared/locales';

/**
 * Each language's texts (src/locales/{locale}.ts, its own chunk): the core catalogue (src/locales/{locale}.po,
 * every page's) and where that language's area catalogues are (src/locales/{area}/{locale}.po, decision
 * 0039: the staff screens', the home page's, the applications'…, each its own chunk, loaded with the
 * area's screens only: router.tsx). Which files' texts each holds: lingui.config.ts. A page's first load
 * carries the loaders of its own language's catalogues only.
 */
type Texts = { messages: Messages; areas: Record<string, () => Promise<{ messages: Messages }>> };
const catalogues: Record<Locale, () => Promise<Texts>> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  es: () => import('../locales/es.ts'),
  'pt-BR': () => import('../locales/pt-BR.ts'),
  pl: () => import('../locales/pl.ts'),
  ru: () => import('../locales/ru.ts'),
};

/** An area's catalogue (the directory name under src/locales: 'admin', 'home', 'applications'…). */
export type Area = 'sign-in' | 'home' | 'pages' | 'applications' | 'responses' | 'account' | 'servers' | 'admin';

/** One language's compiled messages (its chunk is fetched once). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages;
}

/** One language's messages of an area. */
export async function loadAreaMessages(area: Area, locale: Locale): Promise<Messages> {
  return (await (await catalogues[locale]()).areas[`./${area}/${locale}.po`]!()).messages;
}

/**
 * A screen's code with its areas' texts, fetched side by side: in the browser the page's instance gets
 * them before the screen renders (and before a rendered page is hydrated: main.tsx loads the page's
 * screens first); a server render's instance holds every catalogue already (createI18n).
 */
export async function withTexts<T>(load: () => Promise<T>, areas: readonly Area[]): Promise<T> {
  if (typeof window === 'undefined' || areas.length === 0) return load();
  const locale = pageLocale();
  const [screen, ...messages] = await Promise.all([load(), ...areas.map((area) => loadAreaMessages(area, locale))]);
  for (const more of messages as Messages[]) browserI18n.load(more);
  return screen;
}

/** A Lingui instance for one language, ready to translate. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  // A server render may draw any screen: every catalogue of the language.
  const { messages, areas } = await catalogues[locale]();
  const all = [messages, ...(await Promise.all(Object.values(areas).map(async (load) => (await load()).messages)))];
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...all) as Messages });
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
