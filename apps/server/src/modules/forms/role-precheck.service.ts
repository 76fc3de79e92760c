import type { RoleCheckResult } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { DiscordApiError, type DiscordRole } from '../../integrations/discord-bot.ts';
import { DiscordRateLimitError } from '../../integrations/discord-rate-limit.ts';

const ADMINISTRATOR = 1n << 3n;
const MANAGE_ROLES = 1n << 28n;

type Problem = RoleCheckResult['problems'][number];

/**
 * Can the bot hand out these roles (D13, D26)? The token is accepted, the bot is in the guild, one
 * of its roles grants Manage Roles, its highest role is above each role, and each role exists and
 * is not managed by an integration. Used by the form editor (warnings on save, 'Check roles') and
 * by system status. Demo mode and a site without a bot answer ok, with a detail saying so.
 */
export async function checkBotRoles(ctx: AppContext, roleIds: string[]): Promise<RoleCheckResult> {
  const wanted = [...new Set(roleIds.map((id) => id.trim()).filter(Boolean))];
  if (ctx.env.demoMode) return { ok: true, botInGuild: false, canManageRoles: false, problems: [], detail: 'demo mode' };
  const bot = ctx.clients.discord.bot;
  if (!bot.configured) {
    return {
      ok: true,
      botInGuild: false,
      canManageRoles: false,
      problems: [],
      detail: 'No Discord bot is configured (DISCORD_BOT_TOKEN and DISCORD_GUILD_ID): roles are not handed out.',
    };
  }
  const fail = (message: string, state: { botInGuild?: boolean; canManageRoles?: boolean } = {}): RoleCheckResult => ({
    ok: false,
    botInGuild: state.botInGuild ?? false,
    canManageRoles: state.canManageRoles ?? false,
    problems: [{ roleId: null, message }],
    detail: message,
  });

  try {
    const me = await bot.me();
    let roles: DiscordRole[];
    try {
      roles = await bot.roles();
    } catch (err) {
      if (err instanceof DiscordApiError && (err.code === 10004 || err.code === 50001 || err.status === 404 || err.status === 403)) {
        return fail(`The bot ${me.username} is not in the Discord server ${bot.guildId}: invite it with the Manage Roles permission.`);
      }
      throw err;
    }
    const member = await bot.member(me.id);
    if (!member) return fail(`The bot ${me.username} is not in the Discord server ${bot.guildId}: invite it with the Manage Roles permission.`);

    const byId = new Map(roles.map((r) => [r.id, r]));
    const own = [byId.get(bot.guildId!), ...member.roles.map((id) => byId.get(id))].filter((r): r is DiscordRole => r !== undefined);
    const permissions = own.reduce((acc, r) => acc | BigInt(r.permissions), 0n);
    const canManageRoles = (permissions & (MANAGE_ROLES | ADMINISTRATOR)) !== 0n;
    const top = own.reduce<DiscordRole | undefined>((best, r) => (!best || r.position > best.position ? r : best), undefined);
    const highest = top?.position ?? 0;

    const problems: Problem[] = [];
    if (!canManageRoles) {
      problems.push({ roleId: null, message: `The bot ${me.username} lacks the Manage Roles permission: give one of its roles Manage Roles.` });
    }
    for (const roleId of wanted) {
      const role = byId.get(roleId);
      if (!role) problems.push({ roleId, message: `Role ${roleId} does not exist on the Discord server.` });
      else if (roleId === bot.guildId) problems.push({ roleId, message: 'The @everyone role cannot be given or taken.' });
      else if (role.managed) {
        problems.push({ roleId, message: `Role "${role.name}" is managed by an integration (a bot, a booster or a subscription) and cannot be handed out.` });
      } else if (role.position >= highest) {
        problems.push({
          roleId,
          message: `Role "${role.name}" is not below the bot's highest role${top ? ` "${top.name}"` : ''}: move the bot's role above it in Server Settings → Roles.`,
        });
      }
    }
    const ok = problems.length === 0;
    const detail = ok
      ? wanted.length
        ? `The bot ${me.username} can hand out ${wanted.length === 1 ? 'the role' : `all ${wanted.length} roles`}.`
        : `The bot ${me.username} is in the server and holds Manage Roles.`
      : problems.map((p) => p.message).join(' ');
    return { ok, botInGuild: true, canManageRoles, problems, detail };
  } catch (err) {
    if (err instanceof DiscordRateLimitError) return fail('Discord asked us to slow down; check again in a moment.');
    if (err instanceof DiscordApiError) {
      if (err.status === 401) return fail('Discord refused the bot token: check DISCORD_BOT_TOKEN.');
      return fail(err.kind === 'http' ? `Discord answered ${err.status}: ${err.message}` : err.message);
    }
    throw err;
  }
}

/** What the bot could not do with a form's roles, for the save answer (never blocks saving); [] when no role is set. */
export async function roleWarnings(ctx: AppContext, roles: { pending_review: string; pending_interview: string; accepted: string }): Promise<Problem[]> {
  const ids = [roles.pending_review, roles.pending_interview, roles.accepted].filter((id) => id.trim() !== '');
  if (ids.length === 0) return [];
  const result = await checkBotRoles(ctx, ids);
  return result.ok ? [] : result.problems;
}
