import type { ChannelCheckResult } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { DiscordApiError } from '../../integrations/discord-bot.ts';

/** The permission bits a staff-channel post needs (https://discord.com/developers/docs/topics/permissions). */
const needed: Array<[bigint, string]> = [
  [1n << 10n, 'View Channel'],
  [1n << 11n, 'Send Messages'],
  [1n << 14n, 'Embed Links'],
  [1n << 35n, 'Create Public Threads'],
  [1n << 38n, 'Send Messages in Threads'],
];
const ADMINISTRATOR = 1n << 3n;

/**
 * Can the bot post a response's message in this channel and start its thread (D32)? The channel
 * is in the community's guild, and the bot's permissions there (its roles, then the channel's
 * overwrites for @everyone, its roles and itself, as Discord computes them) include each of
 * `needed`. The editor's sibling of the role pre-check.
 */
export async function checkStaffChannel(ctx: AppContext, channelId: string): Promise<ChannelCheckResult> {
  if (ctx.env.demoMode) return { ok: true, problems: [], detail: 'Demo mode: nothing is posted; the review screen shows a preview of the post.' };
  const bot = ctx.clients.discord.bot;
  if (!bot.configured) return { ok: true, problems: [], detail: 'No Discord bot is configured (DISCORD_BOT_TOKEN and DISCORD_GUILD_ID): nothing is posted.' };
  try {
    let channel;
    try {
      channel = await bot.channel(channelId);
    } catch (err) {
      if (err instanceof DiscordApiError && (err.status === 404 || err.status === 403))
        return fail(`The bot cannot see channel ${channelId}: check the ID, and that the bot's role may view that channel.`);
      throw err;
    }
    if (channel.guild_id !== bot.guildId) return fail(`Channel ${channelId} is not in the community's Discord server.`);
    const [me, roles] = await Promise.all([bot.me(), bot.roles()]);
    const member = await bot.member(me.id);
    if (!member) return fail('The bot is not a member of the Discord server.');
    const guildId = bot.guildId!;
    let perms = roles.filter((r) => r.id === guildId || member.roles.includes(r.id)).reduce((acc, r) => acc | BigInt(r.permissions), 0n);
    if ((perms & ADMINISTRATOR) === 0n) {
      const overwrite = (pred: (o: { id: string; type: number | string }) => boolean) => channel.permission_overwrites.filter(pred);
      const apply = (list: Array<{ allow: string; deny: string }>) => {
        const deny = list.reduce((acc, o) => acc | BigInt(o.deny), 0n);
        const allow = list.reduce((acc, o) => acc | BigInt(o.allow), 0n);
        perms = (perms & ~deny) | allow;
      };
      apply(overwrite((o) => o.id === guildId));
      apply(overwrite((o) => o.id !== guildId && member.roles.includes(o.id)));
      apply(overwrite((o) => o.id === me.id));
    }
    const missing = (perms & ADMINISTRATOR) !== 0n ? [] : needed.filter(([bit]) => (perms & bit) === 0n).map(([, name]) => name);
    if (missing.length) {
      const problems = missing.map((name) => `The bot lacks ${name} in #${channel.name ?? channelId}.`);
      return { ok: false, problems, detail: problems.join(' ') };
    }
    return { ok: true, problems: [], detail: `The bot can post in #${channel.name ?? channelId} and start threads there.` };
  } catch (err) {
    return fail(err instanceof Error ? `Discord could not be asked: ${err.message}` : 'Discord could not be asked.');
  }
}

const fail = (message: string): ChannelCheckResult => ({ ok: false, problems: [message], detail: message });
