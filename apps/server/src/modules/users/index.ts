/** The member list's public face. */
export { couldBeDiscordId, findNamesByIds, normalizeSearch } from './users.queries.ts';
