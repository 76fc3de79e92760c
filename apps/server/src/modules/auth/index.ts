/** The auth module's public face: sessions for the auth plugin, members' names, the demo accounts, the routes. */
export { demoAccounts } from './demo-users.ts';
export { purgeExpired, SESSION_ABSOLUTE_MS } from './sessions.queries.ts';
export { closeSession, openSession, userForSessionToken } from './sessions.service.ts';
export { accountForMember, type InteractionMember } from './member-account.service.ts';
export { sessionCacheMs, sessionCacheOf } from './session-cache.ts';
export { freshRights } from './fresh-roles.ts';
