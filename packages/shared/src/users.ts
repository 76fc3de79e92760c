import { z } from 'zod';

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
});
export type User = z.infer<typeof userSchema>;

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const refreshResultSchema = z.object({ success: z.boolean(), user: userSchema });

/** The staff roles a check can ask for (player-area §6); each is one permission flag (admins hold them all). */
export const roleNames = ['admin', 'application_manager', 'reviewer', 'store_manager'] as const;
export type RoleName = (typeof roleNames)[number];

type RoleHolder = Pick<User, 'isAdmin' | 'canManageApplications' | 'canReviewApplications' | 'canManageStore'>;

export function hasRole(user: RoleHolder, role: RoleName): boolean {
  switch (role) {
    case 'admin':
      return user.isAdmin;
    case 'application_manager':
      return user.isAdmin || user.canManageApplications;
    case 'reviewer':
      return user.isAdmin || user.canReviewApplications;
    case 'store_manager':
      return user.isAdmin || user.canManageStore;
  }
}

export function hasAnyRole(user: RoleHolder, roles: readonly RoleName[]): boolean {
  return roles.some((role) => hasRole(user, role));
}

/** Discord CDN avatar: a_ hashes are animated (gif). Without an avatar, Discord's own
 * default-avatar rule (D17): index (id >> 22) % 6 for new usernames. */
export function avatarUrl(user: Pick<User, 'discordId' | 'avatar'>, size = 256): string {
  if (user.avatar) {
    const ext = user.avatar.startsWith('a_') ? 'gif' : 'png';
    return `https://cdn.discordapp.com/avatars/${user.discordId}/${user.avatar}.${ext}?size=${size}`;
  }
  let index = 0;
  try {
    index = Number((BigInt(user.discordId) >> 22n) % 6n);
  } catch {
    index = 0;
  }
  return `https://cdn.discordapp.com/embed/avatars/${index}.png`;
}

export function displayNameOf(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}
