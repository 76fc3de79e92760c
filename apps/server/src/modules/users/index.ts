/** The member list's public face. */
export { couldBeDiscordId, deletedUserIds, findMemberForGame, findNamesByIds, isDeletedUser, normalizeSearch } from './users.queries.ts';
export {
  clearGuildMembership,
  findAvatarByDiscordId,
  findUserByDiscordId,
  insertMemberUser,
  readMemberLocale,
  updatePermissions,
  upsertDiscordUser,
  writeMemberLocale,
  type DiscordProfile,
  type Permissions,
  type UserRow,
} from './members.queries.ts';
export type { UsersTable } from './users.tables.ts';
export { DELETED_USER_NAME, eraseAddedUserColumns, eraseUserRow, findUserForDeletion, findUserRow } from './member-erasure.queries.ts';
