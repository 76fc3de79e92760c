import type { AppContext } from '../context.ts';
import { now } from '../db/database.ts';
import { demoAccounts } from './accounts.ts';

/** The demo member's sample Steam account (D33): made up, never looked up (demo mode does not contact Steam). */
export const demoSteamAccount = { steamId: '76561198000000777', personaName: 'Demo Member', gmodMinutes: 212 * 60 + 14 };

const DAY = 86_400_000;

/**
 * The demo member with a linked Steam account and a guild join date, so the dashboard card, the
 * review screen and the eligibility gates have facts to show. Idempotent: an existing link (or the
 * member's own unlink, which leaves them without one until the next start) is left alone.
 */
export async function seedDemoSteam(ctx: AppContext): Promise<void> {
  const { profile } = demoAccounts.member;
  const at = now();
  await ctx.db
    .insertInto('users')
    .values({
      discord_id: profile.discordId,
      username: profile.username,
      display_name: profile.displayName,
      avatar: profile.avatar,
      email: profile.email,
      discord_roles: '[]',
      is_admin: 0,
      can_manage_applications: 0,
      can_review_applications: 0,
      can_manage_store: 0,
      created_at: at,
    })
    .onConflict((oc) => oc.column('discord_id').doNothing())
    .execute();
  const member = await ctx.db.selectFrom('users').select(['id', 'guild_joined_at']).where('discord_id', '=', profile.discordId).executeTakeFirstOrThrow();
  if (!member.guild_joined_at) {
    await ctx.db.updateTable('users').set({ guild_joined_at: new Date(Date.now() - 200 * DAY).toISOString() }).where('id', '=', member.id).execute();
  }
  await ctx.db
    .insertInto('steam_links')
    .values({
      user_id: member.id,
      steam_id: demoSteamAccount.steamId,
      persona_name: demoSteamAccount.personaName,
      avatar_url: null,
      gmod_minutes: demoSteamAccount.gmodMinutes,
      hours_unknown_reason: null,
      linked_at: at,
      checked_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
