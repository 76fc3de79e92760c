/** The member list's public face. */
export { findNamesByIds, normalizeSearch } from './users.queries.ts';
