import type { DiscordProfile, Permissions } from './users.queries.ts';

/** The two accounts of demo mode (D16). Ids are Discord-shaped so avatars and links behave. */
export const demoAccounts: Record<'member' | 'admin', { profile: DiscordProfile; permissions: Permissions }> = {
  member: {
    profile: { discordId: '100000000000000001', username: 'demo_member', displayName: 'Demo Member', avatar: null, email: 'member@demo.invalid', roles: [] },
    permissions: { isAdmin: false, canManageApplications: false, canReviewApplications: false, canManageStore: false },
  },
  admin: {
    profile: { discordId: '100000000000000002', username: 'demo_admin', displayName: 'Demo Admin', avatar: null, email: 'admin@demo.invalid', roles: [] },
    permissions: { isAdmin: true, canManageApplications: true, canReviewApplications: true, canManageStore: true },
  },
};
