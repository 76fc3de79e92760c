import type { SteamAccount } from '@crp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { now, type DB } from '../../db/database.ts';
import { deleteLink, findLinkByUserId, findLinksByUserIds, saveLink, updateFacts, type SteamFactsColumns } from './steam-links.queries.ts';
import { toSteamAccount } from './steam.mappers.ts';
import type { SteamLinkRow } from './steam.tables.ts';

/**
 * Reads the account's facts from Steam. Steam slow or down never fails the caller: the cached facts
 * are kept and marked stale (or, with none, the hours are 'unavailable'); without STEAM_API_KEY
 * nothing is read ('unchecked').
 */
async function readFacts(ctx: AppContext, steamId: string, previous: SteamLinkRow | undefined, log?: FastifyBaseLogger): Promise<SteamFactsColumns> {
  const client = ctx.clients.steamAccounts;
  const kept = previous
    ? { hours_unknown_reason: previous.hours_unknown_reason, checked_at: previous.checked_at }
    : { hours_unknown_reason: 'unchecked', checked_at: null };
  if (!client.factsAvailable) return { ...kept, stale: 0 };
  try {
    const facts = await client.facts(steamId);
    return {
      persona_name: facts.personaName,
      avatar_url: facts.avatarUrl,
      gmod_minutes: facts.gmodMinutes,
      hours_unknown_reason: facts.gmodMinutes === null ? 'private' : null,
      checked_at: now(),
      stale: 0,
    };
  } catch (err) {
    log?.warn({ err }, 'could not read the Steam account facts; the cached ones stay');
    if (previous?.checked_at) return { ...kept, stale: 1 };
    return { hours_unknown_reason: 'unavailable', checked_at: null, stale: 0 };
  }
}

/** Links a Steam account the provider vouched for; false when another member holds it. */
export async function linkSteamAccount(ctx: AppContext, userId: number, steamId: string, log?: FastifyBaseLogger): Promise<boolean> {
  const previous = await findLinkByUserId(ctx.db, userId);
  const facts = await readFacts(ctx, steamId, previous?.steam_id === steamId ? previous : undefined, log);
  const linked = await saveLink(ctx.db, userId, steamId, now(), facts);
  // Steam's callback is a GET, so no write notice follows it: the member's kept reads (status,
  // eligibility, lib/personal-reads.ts) and cached sessions are dropped here, on every instance.
  if (linked) ctx.changes?.publish('steam');
  return linked;
}

/** Reads the facts again (the dashboard's Refresh); answers the account, stale when Steam failed. */
export async function refreshSteamAccount(ctx: AppContext, userId: number, log?: FastifyBaseLogger): Promise<SteamAccount | null> {
  const link = await findLinkByUserId(ctx.db, userId);
  if (!link) return null;
  const row = await updateFacts(ctx.db, userId, await readFacts(ctx, link.steam_id, link, log));
  return row ? toSteamAccount(row) : null;
}

export async function unlinkSteamAccount(db: DB, userId: number): Promise<boolean> {
  return deleteLink(db, userId);
}

export async function findSteamAccount(db: DB, userId: number): Promise<SteamAccount | null> {
  const row = await findLinkByUserId(db, userId);
  return row ? toSteamAccount(row) : null;
}

export async function findSteamAccounts(db: DB, userIds: number[]): Promise<Map<number, SteamAccount>> {
  const rows = await findLinksByUserIds(db, userIds);
  return new Map([...rows].map(([id, row]) => [id, toSteamAccount(row)]));
}
