/** The auth module's public face: sessions for the auth plugin, signing in a Discord member, one-time states and tokens (the Steam link's sign-in too). */
export { deleteSessionsOfUser, purgeExpired, SESSION_ABSOLUTE_MS } from './sessions.queries.ts';
export { closeSession, openSession, userForSessionToken } from './sessions.service.ts';
export { accountForMember, type InteractionMember } from './member-account.service.ts';
export { sessionCacheMs, sessionCacheOf } from './session-cache.service.ts';
export { freshRights } from './fresh-roles.service.ts';
export { consumeOauthState, insertOauthState, OAUTH_STATE_TTL_MS } from './oauth-states.queries.ts';
export { hashToken, randomToken, safeEqual } from './tokens.rules.ts';
