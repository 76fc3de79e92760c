import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { steamAccountSchema } from './steam.ts';

/** The signed-in user as the auth status call returns it (player-area §3). */
export const userSchema = z.object({
  id: z.number().int(),
  discordId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  isAdmin: z.boolean(),
  canManageApplications: z.boolean(),
  canReviewApplications: z.boolean(),
  canManageStore: z.boolean(),
  discordRoles: z.array(z.string()),
  /** D33: the linked Steam account (the status call and refresh fill it). */
  steam: steamAccountSchema.nullable().optional(),
  /** D34: when the member joined the Discord guild, as read at sign-in. */
  guildJoinedAt: z.string().nullable().optional(),
  /** D43 (a): when the site last read the member's guild roles (null: not yet). */
  rolesCheckedAt: z.string().nullable().optional(),
  /** D43 (a): Discord did not answer the last re-read; the roles are those of `rolesCheckedAt`. */
  rolesStale: z.boolean().optional(),
  /** D40: the member's own language (`PUT /api/auth/locale`); null: none chosen, the request's language counts. */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const refreshResultSchema = z.object({ success: z.boolean(), user: userSchema });

// Role checks and display helpers live in a zod-free module so the web app's first load can import them
// without pulling zod in (decision 0013); re-exported here so `@crp/shared` keeps offering them.
export { roleNames, roleGroups, hasRole, hasAnyRole, avatarUrl, displayNameOf } from './roles.ts';
export type { RoleName } from './roles.ts';
