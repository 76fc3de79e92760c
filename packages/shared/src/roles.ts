// No runtime imports here (no zod): the web app's eagerly loaded shell imports this file directly
// as '@crp/shared/roles' to keep zod out of the first load (decision 0013).
/** The parts of a user (users.ts) these helpers read; written here so this file imports nothing. */
type User = {
  discordId: string;
  avatar: string | null;
  username: string;
  displayName: string | null;
  isAdmin: boolean;
  canManageApplications: boolean;
  canReviewApplications: boolean;
  canManageStore: boolean;
};

/** The staff roles a check can ask for (player-area §6); each is one permission flag (admins hold them all). */
export const roleNames = ['admin', 'application_manager', 'reviewer', 'store_manager'] as const;
export type RoleName = (typeof roleNames)[number];

export type RoleHolder = Pick<User, 'isAdmin' | 'canManageApplications' | 'canReviewApplications' | 'canManageStore'>;

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
  return `https://cdn.discordapp.com/embed/avatars/${defaultAvatarIndex(user.discordId)}.png`;
}

/** Which of Discord's six default avatars a member without one gets (D17): (id >> 22) % 6, 0 for a malformed id. */
export function defaultAvatarIndex(discordId: string): number {
  try {
    return Number((BigInt(discordId) >> 22n) % 6n);
  } catch {
    return 0;
  }
}

export function displayNameOf(user: Pick<User, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}

/** The staff groups, defined once: the server's guards (modules/admin/admin.routes.ts) and the web's router use these. */
export const roleGroups = {
  /** isAdmin. */
  admins: ['admin'],
  /** isAdmin or canManageApplications: forms and their settings. */
  managers: ['admin', 'application_manager'],
  /** isAdmin or canReviewApplications: reading and deciding responses. */
  reviewers: ['admin', 'reviewer'],
} as const satisfies Record<string, readonly RoleName[]>;
