import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, LOCALES, type Locale } from '@crp/shared/locales';
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

/** A server text in `locale`, with its placeholders filled. */
export function translate(locale: Locale, id: ServerMessageId, values?: Record<string, unknown>): string {
  return instances.get(locale)!._(id, values);
}

/** The id of an English server text (the error handler's defaults), if it is one. */
const idOfEnglish = new Map<string, ServerMessageId>(Object.entries(en).map(([id, text]) => [text, id as ServerMessageId]));
export function englishTextId(text: string): ServerMessageId | undefined {
  return idOfEnglish.get(text);
}
