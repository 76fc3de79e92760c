import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, LOCALES, type Locale } from '@crp/shared/locales';
import type { TextRef, TextValue } from '@crp/shared';
import { de } from './messages/de.rules.ts';
import { en, type ServerCatalogue, type ServerMessageId } from './messages/en.rules.ts';
import { es } from './messages/es.rules.ts';
import { fr } from './messages/fr.rules.ts';
import { pl } from './messages/pl.rules.ts';
import { ptBR } from './messages/pt-BR.rules.ts';
import { ru } from './messages/ru.rules.ts';

/** The server's catalogues (D40): error messages, Discord DMs. The web app has its own (apps/web/src/locales). */
export const serverCatalogues: Record<Locale, ServerCatalogue> = { en, de, fr, es, 'pt-BR': ptBR, pl, ru };

/** One Lingui instance per language, its ICU messages compiled once at start (the server may carry the compiler). */
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const messages = Object.fromEntries(Object.entries(serverCatalogues[locale]).map(([id, text]) => [id, compileMessage(text)]));
    return [locale, setupI18n({ locale: INTL_LOCALE[locale], messages: { [INTL_LOCALE[locale]]: messages } })];
  }),
);

export type { ServerMessageId };

/** A server text in `locale`, with its placeholders filled (values as `localValues` shows them). */
export function translate(locale: Locale, id: ServerMessageId, values?: Readonly<Record<string, TextValue>>): string {
  return instances.get(locale)!._(id, values && localValues(locale, values));
}

/** A text by reference (`TextRef`), in `locale`; an id the catalogue lacks is said as its id. */
export function translateRef(locale: Locale, ref: TextRef): string {
  return isServerMessageId(ref.id) ? translate(locale, ref.id, ref.values) : ref.id;
}

/** A text the server answers with, by reference, with its English beside it (errors carry both: logs read the English). */
export interface SaidText extends TextRef {
  readonly english: string;
}

/** `id` with its values: what a thrown error carries so the error handler says it in the reader's language. */
export function serverText(id: ServerMessageId, values?: Readonly<Record<string, TextValue>>): SaidText {
  return { id, ...(values ? { values } : {}), english: translate('en', id, values) };
}

/** A status's name inside a sentence ("it is now under review"), as a value of another text. */
export const statusInSentence = (status: string): TextRef => ({ id: isServerMessageId(`status.${status}`) ? `status.${status}` : 'status.gone' });

/** A status's label as the badges show it ("Under Review"), in `locale`. */
export const statusLabelIn = (locale: Locale, status: string): string =>
  isServerMessageId(`statusLabel.${status}`) ? translate(locale, `statusLabel.${status}` as ServerMessageId) : status.replace('_', ' ');

const isServerMessageId = (id: string): id is ServerMessageId => Object.hasOwn(en, id);

/**
 * Values as `locale` shows them: a nested text in that language; a Date as its day and month (and
 * year when not this year's), in UTC: "3 December" in English, as the eligibility rules write it.
 */
function localValues(locale: Locale, values: Readonly<Record<string, TextValue>>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Date) shown[name] = dayAndMonth(locale, value);
    else if (typeof value === 'object') shown[name] = translateRef(locale, value);
    else shown[name] = value;
  }
  return shown;
}

function dayAndMonth(locale: Locale, date: Date): string {
  const thisYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  // British English puts the day first ("3 December"), as the English texts have always read.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    ...(thisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

/** The id of an English server text (the error handler's defaults), if it is one. */
const idOfEnglish = new Map<string, ServerMessageId>(Object.entries(en).map(([id, text]) => [text, id as ServerMessageId]));
export function englishTextId(text: string): ServerMessageId | undefined {
  return idOfEnglish.get(text);
}

/**
 * The English error texts with plain placeholders ("Enter a whole number from 1 to {max}") as
 * patterns: a text written in English where no locale is known (the shared answer checks, which
 * the browser runs too) is found again with its values, to be said in the reader's language.
 */
const errorPatterns = Object.entries(en)
  .filter(([id, text]) => id.startsWith('error.') && /\{\w+\}/.test(text) && !/\{\w+,/.test(text))
  .map(([id, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (names.includes(name)) return '.+?';
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id: id as ServerMessageId, regex: new RegExp(`^${source}$`, 's'), names };
  });

/** An English error text as a reference to the catalogue, when it is one of the catalogue's error texts. */
export function errorTextRef(english: string): TextRef | undefined {
  const id = idOfEnglish.get(english);
  if (id) return id.startsWith('error.') ? { id } : undefined;
  for (const { id, regex, names } of errorPatterns) {
    const match = regex.exec(english);
    if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, asNumber(match[i + 1]!)])) };
  }
  return undefined;
}

/** "5" is the number 5 (plural rules need numbers); anything else stays text. */
const asNumber = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/** What an error says, in `locale`: by its reference when it has one, else found again from its English, else as written. */
export function errorInLanguage(locale: Locale, text: string, ref?: TextRef): string {
  if (locale === 'en' && !ref) return text;
  const found = ref ?? errorTextRef(text);
  return found ? translateRef(locale, found) : text;
}
