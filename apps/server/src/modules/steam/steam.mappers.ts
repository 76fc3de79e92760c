import { steamProfileUrl, toSteamId2, type SteamAccount } from '@crp/shared';
import type { SteamLinkRow } from './steam.tables.ts';

const reasons = ['private', 'unchecked', 'unavailable'] as const;

/** A steam_links row as every API shape carries it (D33). */
export function toSteamAccount(row: SteamLinkRow): SteamAccount {
  const reason = (reasons as readonly string[]).includes(row.hours_unknown_reason ?? '') ? (row.hours_unknown_reason as SteamAccount['hoursUnknownReason']) : null;
  return {
    steamId: row.steam_id,
    steamId2: toSteamId2(row.steam_id),
    profileUrl: steamProfileUrl(row.steam_id),
    personaName: row.persona_name,
    avatarUrl: row.avatar_url,
    gmodHours: row.gmod_minutes === null ? null : Math.floor(row.gmod_minutes / 60),
    hoursUnknownReason: row.gmod_minutes === null ? (reason ?? 'unchecked') : null,
    linkedAt: row.linked_at,
    checkedAt: row.checked_at,
    stale: row.stale === 1,
  };
}

/**
 * An account known only by its id: the one a response was submitted with after the member linked
 * another (D43 e). Nothing about it is read from Steam any more.
 */
export function steamAccountFromId(steamId: string, linkedAt: string): SteamAccount {
  return {
    steamId,
    steamId2: toSteamId2(steamId),
    profileUrl: steamProfileUrl(steamId),
    personaName: null,
    avatarUrl: null,
    gmodHours: null,
    hoursUnknownReason: 'unchecked',
    linkedAt,
    checkedAt: null,
    stale: false,
  };
}
