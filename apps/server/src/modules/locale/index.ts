/** The locale module's public face (D40): the site's languages, choosing one per request, the server's texts. */
export { loadLocaleSettings, localeSettings, memberLocale, setMemberLocale, negotiateLocale, requestLocale, setSiteDefaultLocale, siteDefaultLocale, LOCALE_TOPIC } from './locale.service.ts';
export { englishTextId, errorInLanguage, serverCatalogues, serverText, statusInSentence, statusLabelIn, translate, translateRef, type SaidText, type ServerMessageId } from './translate.rules.ts';
