import type { DiscordProfile, Permissions } from '../modules/users/index.ts';

export type DemoRole = 'member' | 'reviewer' | 'admin';

/**
 * The accounts of demo mode (D16, D27). Ids are Discord-shaped so avatars and links behave. The
 * reviewer is the staff member who made earlier decisions in the demo responses.
 */
export const demoAccounts: Record<DemoRole, { profile: DiscordProfile; permissions: Permissions }> = {
  member: {
    profile: { discordId: '100000000000000001', username: 'demo_member', displayName: 'Demo Member', avatar: null, email: 'member@demo.invalid', roles: [] },
    permissions: { isAdmin: false, canManageApplications: false, canReviewApplications: false, canManageStore: false },
  },
  reviewer: {
    profile: { discordId: '900000000000000120', username: 'riley_reviews', displayName: 'Riley (Reviewer)', avatar: null, email: null, roles: [] },
    permissions: { isAdmin: false, canManageApplications: false, canReviewApplications: true, canManageStore: false },
  },
  admin: {
    profile: { discordId: '100000000000000002', username: 'demo_admin', displayName: 'Demo Admin', avatar: null, email: 'admin@demo.invalid', roles: [] },
    permissions: { isAdmin: true, canManageApplications: true, canReviewApplications: true, canManageStore: true },
  },
};
