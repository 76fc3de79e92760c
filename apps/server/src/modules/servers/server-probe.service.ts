/** One server's probe: A2S_INFO plus its BattleMetrics listing, stored as a poll. The timed job that runs it for every server is status-poller.job.ts. */
import type { DB } from '../../db/database.ts';
import type { A2sClient, A2sInfo } from '../../integrations/a2s.ts';
import type { BattlemetricsClient, BattlemetricsListing } from '../../integrations/battlemetrics.ts';
import { BlockedAddressError } from '../../lib/outbound-address.ts';
import { blockedPollError } from './server-address.rules.ts';
import { recordPoll, SAMPLE_EVERY_MS, type PollRecord } from './samples.queries.ts';
import { findDuplicate, type ServerRow, type ServerUpdate } from './servers.queries.ts';

/** With A2S answering, the tracker listing is only re-read this often (names, addresses): it rate-limits. */
export const LISTING_EVERY_MS = 5 * 60 * 1000;

export interface PollDeps {
  db: DB;
  a2s: A2sClient;
  battlemetrics: BattlemetricsClient;
  now?: () => number;
  /** When the server's newest sample was taken (ms), to sample at most every SAMPLE_EVERY_MS. */
  lastSampleAt(serverId: number): Promise<number | undefined> | number | undefined;
  noteSample?(serverId: number, at: number): void;
  /** When the listing was last read per server (kept by the poller between cycles). */
  lastListingAt?: Map<number, number>;
  /**
   * Where to send the A2S query for host:port: an IP the outbound guard accepted (never a name the
   * socket would resolve again), or the demo simulator. Throws BlockedAddressError.
   */
  target(host: string, port: number): Promise<{ host: string; port: number }>;
  /** True when this server's tracker listing must not be read (demo mode's sample servers, D27). */
  skipListing?(row: ServerRow): boolean;
}

export interface PollResult {
  /** Fresh data arrived from the game server or the tracker. */
  ok: boolean;
  error: string | null;
  /** Where the tracker's listing says the game server is, when a listing was read. */
  listingAddress: { host: string; port: number } | null;
}

/**
 * Polls one server: the game server's own A2S_INFO first (it works without any tracker), then the
 * BattleMetrics listing when one is set and due. A poll where neither answers keeps the last known
 * data and sets `error` (D18).
 */
export async function pollServer(deps: PollDeps, row: ServerRow, options: { forceListing?: boolean } = {}): Promise<PollResult> {
  const at = (deps.now ?? Date.now)();
  const iso = new Date(at).toISOString();
  // Kept apart so the stored error reads in a stable order although both calls may run at once.
  const listingErrors: string[] = [];
  const a2sErrors: string[] = [];

  const readListing = async (): Promise<BattlemetricsListing | null> => {
    try {
      const read = await deps.battlemetrics.getServer(row.battlemetrics_id!);
      deps.lastListingAt?.set(row.id, at);
      return read;
    } catch (err) {
      listingErrors.push((err as Error).message);
      return null;
    }
  };
  let info: A2sInfo | null = null;
  let listing: BattlemetricsListing | null = null;
  // Added by URL alone: the listing tells us where the game server is, so read it first.
  const readsListing = row.battlemetrics_id !== null && !deps.skipListing?.(row);
  const listingFirst = !row.host && readsListing;
  if (listingFirst) listing = await readListing();

  // A listing that is due anyway is read while A2S waits, so a slow tracker and a silent game
  // server cost max(timeouts), not their sum (an admin's add or refresh waits on this).
  const lastListing = deps.lastListingAt?.get(row.id) ?? 0;
  const listingDue = !listingFirst && readsListing && (options.forceListing || at - lastListing >= LISTING_EVERY_MS);
  const pendingListing = listingDue ? readListing() : null;

  const host = row.host ?? listing?.ip ?? null;
  const queryPort = row.host ? (row.query_port ?? row.port) : (listing?.queryPort ?? listing?.port ?? null);
  if (host && queryPort) {
    try {
      const target = await deps.target(host, queryPort);
      info = await deps.a2s.queryInfo(target.host, target.port);
    } catch (err) {
      a2sErrors.push(err instanceof BlockedAddressError ? blockedPollError(err) : (err as Error).message);
    }
  }

  if (pendingListing) listing = await pendingListing;
  else if (!listingFirst && readsListing && !info) listing = await readListing();

  const update: ServerUpdate = { last_polled_at: iso };
  if (listing) Object.assign(update, await listingFields(deps.db, row, listing));
  if (info) {
    Object.assign(update, { is_online: 1, player_count: info.players, max_players: info.maxPlayers, map: info.map || null, last_updated: iso, error: null });
    if (!row.battlemetrics_id && info.name) update.listed_name = info.name.slice(0, 200);
  } else if (listing) {
    Object.assign(update, {
      is_online: listing.online ? 1 : 0,
      player_count: listing.online ? listing.players : 0,
      max_players: listing.maxPlayers,
      map: listing.map ?? row.map,
      last_updated: iso,
      error: null,
    });
  } else {
    // Keep the last known players, map and lastUpdated: the card shows them as cached.
    update.is_online = 0;
    const errors = listingFirst ? [...listingErrors, ...a2sErrors] : [...a2sErrors, ...listingErrors];
    update.error = (errors.join('; ') || 'No game server address or BattleMetrics listing to poll').slice(0, 500);
  }

  const record: PollRecord = { serverId: row.id, update };
  const lastSample = await deps.lastSampleAt(row.id);
  if (lastSample === undefined || at - lastSample >= SAMPLE_EVERY_MS) {
    record.sample = { at: iso, players: update.is_online === 1 ? (update.player_count ?? 0) : 0, online: update.is_online === 1 };
  }
  await recordPoll(deps.db, record);
  if (record.sample) deps.noteSample?.(row.id, at);
  const listingAddress = listing?.ip && listing.port ? { host: listing.ip, port: listing.port } : null;
  return { ok: Boolean(info || listing), error: update.error ?? null, listingAddress };
}

/** Name, game and (when we have none yet) address from the listing. */
async function listingFields(db: DB, row: ServerRow, listing: BattlemetricsListing): Promise<ServerUpdate> {
  const fields: ServerUpdate = { listed_name: listing.name.slice(0, 200) };
  if (listing.game && /^[a-z0-9-]{1,32}$/.test(listing.game)) fields.game_type = listing.game;
  if (!row.host && listing.ip && listing.port) {
    // Another row already at that address would break the one-row-per-server rule: leave ours empty.
    const taken = await findDuplicate(db, null, listing.ip, listing.port);
    if (!taken) Object.assign(fields, { host: listing.ip, port: listing.port, query_port: listing.queryPort });
  }
  return fields;
}
