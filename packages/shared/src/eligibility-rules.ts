/**
 * Eligibility gates of a form (D34): the one rules function the server's submit and status calls
 * and the browser's cards use. Zod-free so the applications page can load it (decision 0013).
 * A gate that cannot be checked (hours unknown, join date unknown) refuses and says why: it never
 * lets everyone through nor hides the reason.
 */
import type { TextRef } from './errors.ts';

export interface EligibilityGates {
  requireSteam: boolean;
  minGmodHours: number;
  minGuildDays: number;
  requiredRoleIds: string[];
  blockedRoleIds: string[];
  cooldownDays: number;
}

export const noEligibilityGates: EligibilityGates = {
  requireSteam: false,
  minGmodHours: 0,
  minGuildDays: 0,
  requiredRoleIds: [],
  blockedRoleIds: [],
  cooldownDays: 0,
};

export interface EligibilityFacts {
  steamLinked: boolean;
  /** Whole hours, null when unknown. */
  gmodHours: number | null;
  /** Why hours are unknown ('private' game details); shapes the message. */
  hoursUnknownReason?: 'private' | 'unchecked' | 'unavailable' | null;
  /** The hours are cached ones: the last read from Steam failed; from this instant (ISO). */
  hoursCachedFrom?: string | null;
  /** When the member joined the Discord guild (ISO), null when unknown. */
  guildJoinedAt: string | null;
  roles: string[];
  /** The member's latest rejection on this form (ISO), null when none. */
  lastRejectedAt: string | null;
  /** Role id → name, for messages (the guild's roles when the bot can read them). */
  roleNames?: Record<string, string>;
}

export const eligibilityCodes = ['steam_required', 'gmod_hours', 'gmod_hours_unknown', 'guild_days', 'role_required', 'role_blocked', 'cooldown'] as const;
export type EligibilityCode = (typeof eligibilityCodes)[number];

export interface EligibilityReason {
  code: EligibilityCode;
  /** In English; `text` says the same in the server's catalogue (the server answers in the member's language). */
  message: string;
  text?: TextRef;
  /** ISO instant from which this gate lifts (the waits: guild days, cooldown). */
  until?: string;
}

export interface Eligibility {
  eligible: boolean;
  reasons: EligibilityReason[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "3 December" (UTC), with the year when it is not this year's. */
export function eligibilityDate(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const day = `${d.getUTCDate()} ${months[d.getUTCMonth()]}`;
  return d.getUTCFullYear() === now.getUTCFullYear() ? day : `${day} ${d.getUTCFullYear()}`;
}

export const hasEligibilityGates = (g: EligibilityGates) =>
  g.requireSteam || g.minGmodHours > 0 || g.minGuildDays > 0 || g.requiredRoleIds.length > 0 || g.blockedRoleIds.length > 0 || g.cooldownDays > 0;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function checkEligibility(gates: EligibilityGates, facts: EligibilityFacts, now: Date = new Date()): Eligibility {
  const reasons: EligibilityReason[] = [];

  if ((gates.requireSteam || gates.minGmodHours > 0) && !facts.steamLinked) {
    reasons.push({
      code: 'steam_required',
      message:
        gates.minGmodHours > 0
          ? "Link your Steam account on the dashboard first: this form checks your Garry's Mod hours."
          : 'Link your Steam account on the dashboard to apply to this form.',
      text: { id: gates.minGmodHours > 0 ? 'error.eligibility.steamForHours' : 'error.eligibility.steam' },
    });
  } else if (gates.minGmodHours > 0) {
    if (facts.gmodHours === null) {
      reasons.push({
        code: 'gmod_hours_unknown',
        message:
          facts.hoursUnknownReason === 'private'
            ? `This form needs ${plural(gates.minGmodHours, 'hour')} in Garry's Mod, but your hours are unknown: set "Game details" to Public in your Steam privacy settings, then refresh on the dashboard.`
            : facts.hoursUnknownReason === 'unchecked'
              ? `This form needs ${plural(gates.minGmodHours, 'hour')} in Garry's Mod, but this site cannot read hours from Steam at the moment. Please let the staff know.`
              : `This form needs ${plural(gates.minGmodHours, 'hour')} in Garry's Mod, but your hours could not be read from Steam yet. Refresh your Steam account on the dashboard.`,
        text: {
          id: facts.hoursUnknownReason === 'private' ? 'error.eligibility.hoursPrivate' : facts.hoursUnknownReason === 'unchecked' ? 'error.eligibility.hoursUnchecked' : 'error.eligibility.hoursUnread',
          values: { hours: gates.minGmodHours },
        },
      });
    } else if (facts.gmodHours < gates.minGmodHours) {
      reasons.push({
        code: 'gmod_hours',
        message:
          `This form needs at least ${plural(gates.minGmodHours, 'hour')} in Garry's Mod; you have ${plural(facts.gmodHours, 'hour')}.` +
          (facts.hoursCachedFrom ? ` (Steam could not be reached on your last refresh: these are your hours as of ${eligibilityDate(facts.hoursCachedFrom, now)}.)` : ''),
        text: facts.hoursCachedFrom
          ? { id: 'error.eligibility.hoursCached', values: { hours: gates.minGmodHours, have: facts.gmodHours, date: new Date(facts.hoursCachedFrom) } }
          : { id: 'error.eligibility.hours', values: { hours: gates.minGmodHours, have: facts.gmodHours } },
      });
    }
  }

  if (gates.minGuildDays > 0) {
    const joined = facts.guildJoinedAt ? Date.parse(facts.guildJoinedAt) : NaN;
    if (Number.isNaN(joined)) {
      reasons.push({
        code: 'guild_days',
        message: `This form is open to members who joined our Discord server at least ${plural(gates.minGuildDays, 'day')} ago, and we do not know when you joined. Sign out and in again to let us read it.`,
        text: { id: 'error.eligibility.guildUnknown', values: { days: gates.minGuildDays } },
      });
    } else {
      const until = new Date(joined + gates.minGuildDays * DAY_MS);
      if (until.getTime() > now.getTime()) {
        reasons.push({
          code: 'guild_days',
          message: `This form is open to members of our Discord server of at least ${plural(gates.minGuildDays, 'day')}. You can apply on ${eligibilityDate(until.toISOString(), now)}.`,
          text: { id: 'error.eligibility.guildDays', values: { days: gates.minGuildDays, date: until } },
          until: until.toISOString(),
        });
      }
    }
  }

  if (gates.requiredRoleIds.length > 0 && !gates.requiredRoleIds.some((id) => facts.roles.includes(id))) {
    const names = gates.requiredRoleIds.map((id) => facts.roleNames?.[id]).filter((n): n is string => Boolean(n));
    reasons.push({
      code: 'role_required',
      message:
        names.length === gates.requiredRoleIds.length
          ? `You need ${names.length === 1 ? 'the Discord role' : 'one of the Discord roles'} ${names.join(', ')} to apply.`
          : 'You need a Discord role this form asks for before you can apply. If you just got it, sign out and in again so the site reads your roles.',
      text:
        names.length === gates.requiredRoleIds.length
          ? { id: 'error.eligibility.roleNamed', values: { count: names.length, names: names.join(', ') } }
          : { id: 'error.eligibility.role' },
    });
  }

  const blocked = gates.blockedRoleIds.filter((id) => facts.roles.includes(id));
  if (blocked.length > 0) {
    const names = blocked.map((id) => facts.roleNames?.[id]).filter((n): n is string => Boolean(n));
    reasons.push({
      code: 'role_blocked',
      message:
        names.length === blocked.length
          ? `Members with the Discord role ${names.join(', ')} cannot apply to this form.`
          : 'One of your Discord roles does not allow you to apply to this form.',
      text: names.length === blocked.length ? { id: 'error.eligibility.blockedNamed', values: { names: names.join(', ') } } : { id: 'error.eligibility.blocked' },
    });
  }

  if (gates.cooldownDays > 0 && facts.lastRejectedAt) {
    const until = new Date(Date.parse(facts.lastRejectedAt) + gates.cooldownDays * DAY_MS);
    if (until.getTime() > now.getTime()) {
      reasons.push({
        code: 'cooldown',
        message: `Your last application was rejected. You can apply again on ${eligibilityDate(until.toISOString(), now)}.`,
        text: { id: 'error.eligibility.cooldown', values: { date: until } },
        until: until.toISOString(),
      });
    }
  }

  return { eligible: reasons.length === 0, reasons };
}
