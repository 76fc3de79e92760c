import type { FastifyRequest } from 'fastify';
import { bestLocale, isLocale, LOCALES, localeFromCookie, SOURCE_LOCALE, type Locale } from '@crp/shared/locales';
import type { AppContext } from '../../context.ts';
import { readMemberLocale, writeMemberLocale } from '../users/index.ts';
import { readDefaultLocale, writeDefaultLocale } from './locale.queries.ts';

/** The change notice that makes every instance read the site's default language again. */
export const LOCALE_TOPIC = 'locale';

/** The site's default language, kept in memory per database (read at start and on every LOCALE_TOPIC notice). */
const defaults = new WeakMap<AppContext['db'], Locale>();

/** Reads the stored default and follows its changes (on every instance); app.ts calls it once at start. */
export async function loadLocaleSettings(ctx: AppContext): Promise<void> {
  const read = async () => {
    const stored = await readDefaultLocale(ctx.db);
    defaults.set(ctx.db, isLocale(stored) ? stored : SOURCE_LOCALE);
  };
  await read();
  ctx.changes?.subscribe((topic) => {
    if (topic === LOCALE_TOPIC) read().catch(() => {});
  });
}

/** The language of visitors without a choice, of staff-channel posts and of the CSV's headers (D40). */
export function siteDefaultLocale(ctx: AppContext): Locale {
  return defaults.get(ctx.db) ?? SOURCE_LOCALE;
}

export async function setSiteDefaultLocale(ctx: AppContext, locale: Locale): Promise<void> {
  await writeDefaultLocale(ctx.db, locale);
  defaults.set(ctx.db, locale);
  ctx.changes?.publish(LOCALE_TOPIC);
}

/** A member's own language (`PUT /api/auth/locale`); their session's copy is dropped by the write's change notice. */
export async function setMemberLocale(ctx: AppContext, userId: number, locale: Locale): Promise<void> {
  await writeMemberLocale(ctx.db, userId, locale);
}

/** The language of what the site sends a member (their Discord DMs): their own, else the site's default (D40). */
export async function memberLocale(ctx: AppContext, discordId: string): Promise<Locale> {
  const stored = await readMemberLocale(ctx.db, discordId);
  return isLocale(stored) ? stored : siteDefaultLocale(ctx);
}

/** What GET /api/site says about languages. */
export function localeSettings(ctx: AppContext): { default: Locale; available: Locale[] } {
  return { default: siteDefaultLocale(ctx), available: [...LOCALES] };
}

/**
 * The one place the language of a request is chosen (D40): a signed-in member's own choice, else the
 * `locale` cookie the picker sets, else the best match of `Accept-Language`, else the site's default.
 */
export function negotiateLocale(
  ctx: AppContext,
  from: { memberLocale: string | null | undefined; cookie: string | undefined; acceptLanguage: string | undefined },
): Locale {
  if (isLocale(from.memberLocale)) return from.memberLocale;
  return localeFromCookie(from.cookie) ?? bestLocale(from.acceptLanguage) ?? siteDefaultLocale(ctx);
}

/** The language of an API request (request.user is set by then for /api calls). */
export function requestLocale(ctx: AppContext, request: FastifyRequest): Locale {
  const acceptLanguage = request.headers['accept-language'];
  return negotiateLocale(ctx, {
    memberLocale: request.user?.locale,
    cookie: request.headers.cookie,
    acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage,
  });
}
