/** The member list's public face. */
export { couldBeDiscordId, findMemberForGame, findNamesByIds, normalizeSearch } from './users.queries.ts';
