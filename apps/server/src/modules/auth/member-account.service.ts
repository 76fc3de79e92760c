import type { AppContext } from '../../context.ts';
import { permissionsFor } from './permissions.rules.ts';
import { findUserByDiscordId, insertMemberUser, updatePermissions } from '../users/index.ts';

/** A guild member as Discord describes them in an interaction (D32). */
export interface InteractionMember {
  discordId: string;
  username: string;
  globalName: string | null;
  avatar: string | null;
  roles: string[];
}

/**
 * The site account of a member who acts from Discord (D32): their permissions come from the roles
 * the interaction carries, through the same mapping as sign-in (D3, D15). A reviewer who never
 * signed in gets an account made from the member; a deleted account's hashed id never matches.
 */
export async function accountForMember(ctx: AppContext, member: InteractionMember): Promise<{ id: number; isAdmin: boolean; canReviewApplications: boolean }> {
  const permissions = permissionsFor(ctx.env, member.discordId, member.roles);
  const existing = await findUserByDiscordId(ctx.db, member.discordId);
  const row = existing
    ? await updatePermissions(ctx.db, existing.id, member.roles, permissions)
    : await insertMemberUser(
        ctx.db,
        { discordId: member.discordId, username: member.username, displayName: member.globalName, avatar: member.avatar, email: null, roles: member.roles },
        permissions,
      );
  // A deactivated account (admin users, D26) acts nowhere: not on the site, not from Discord either.
  const active = row.is_active !== 0;
  return { id: row.id, isAdmin: active && row.is_admin === 1, canReviewApplications: active && (row.can_review_applications === 1 || row.is_admin === 1) };
}
