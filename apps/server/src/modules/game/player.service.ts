import type { GamePlayer } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { latestResponsePerFormOfMember } from '../responses/index.ts';
import { userIdsBySteamId } from '../steam/index.ts';
import { findMemberForGame } from '../users/index.ts';

/**
 * What the game server may know about a player (D41): the member who linked this Steam account,
 * their staff flags, their latest response per form and the forms that whitelist them. A
 * reviewer is anyone who may review responses (admins included), as on the site.
 */
export async function findGamePlayer(ctx: AppContext, steamId: string): Promise<GamePlayer> {
  const [userId] = await userIdsBySteamId(ctx.db, steamId);
  const member = userId === undefined ? undefined : await findMemberForGame(ctx.db, userId);
  if (!member) return { steamId, member: null, staff: { admin: false, reviewer: false }, forms: [], whitelisted: [] };
  const latest = await latestResponsePerFormOfMember(ctx.db, member.id);
  const forms = latest
    .map((r) => ({ slug: r.slug, title: r.title, status: r.status, decidedAt: r.status === 'accepted' || r.status === 'rejected' ? r.reviewed_at : null }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    steamId,
    member: { discordId: member.discord_id, displayName: member.display_name ?? member.username },
    staff: { admin: member.is_admin === 1, reviewer: member.is_admin === 1 || member.can_review_applications === 1 },
    forms,
    whitelisted: forms.filter((f) => f.status === 'accepted').map((f) => f.slug),
  };
}
