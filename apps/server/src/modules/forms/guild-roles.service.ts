import type { FastifyBaseLogger } from 'fastify';
import type { GuildRoles } from '@crp/shared';
import type { AppContext } from '../../context.ts';

/**
 * The guild's roles by name for the editor's pickers (eligibility gates, D34), highest first; not
 * the @everyone role nor roles an integration manages. Without a bot, or when Discord fails, the
 * editor falls back to typing role ids.
 */
export async function listGuildRoles(ctx: AppContext, log?: FastifyBaseLogger): Promise<GuildRoles> {
  const guildId = ctx.env.DISCORD_GUILD_ID;
  if (!guildId || !ctx.env.DISCORD_BOT_TOKEN) return { available: false, roles: [] };
  try {
    const roles = await ctx.clients.discord.bot.roles();
    return {
      available: true,
      roles: roles
        .filter((r) => r.id !== guildId && !r.managed)
        .sort((a, b) => b.position - a.position)
        .map((r) => ({ id: r.id, name: r.name })),
    };
  } catch (err) {
    log?.warn({ err }, 'could not read the guild roles');
    return { available: false, roles: [] };
  }
}
