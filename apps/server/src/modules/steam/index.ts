/** The Steam accounts module's public face (D33): linked accounts as other modules read them. */
export { findSteamAccount, findSteamAccounts, linkSteamAccount, refreshSteamAccount, unlinkSteamAccount } from './steam-accounts.service.ts';
export { steamAccountFromId, toSteamAccount } from './steam.mappers.ts';
export { steamIdsOfMembers, userIdsBySteamId } from './steam-links.queries.ts';
export type { SteamTables } from './steam.tables.ts';
