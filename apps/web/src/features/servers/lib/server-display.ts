import { msg } from '@lingui/core/macro';
import type { Server } from '@crp/shared';
import { translate } from '../../../lib/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Uptime text (player-area §9): the reported percentage to one decimal; when none is reported,
 * 0.0% offline, 'N/A' online without an update time, else an estimate by the update's age.
 */
export function uptimeText(server: Pick<Server, 'lastUptime' | 'isOnline' | 'lastUpdated'>, now = Date.now()): string {
  if (server.lastUptime !== null && Number.isFinite(server.lastUptime)) return `${server.lastUptime.toFixed(1)}%`;
  if (!server.isOnline) return '0.0%';
  const updated = server.lastUpdated ? Date.parse(server.lastUpdated) : NaN;
  if (Number.isNaN(updated)) return translate(msg({ comment: 'Uptime not known', message: 'N/A' }));
  const age = now - updated;
  if (age < DAY) return '99.9%';
  if (age < 7 * DAY) return '95.0%';
  return '90.0%';
}

/** 'Never', 'Just now', 'Xm ago', 'Xh ago', 'Xd ago' (player-area §9). */
export function lastUpdatedText(iso: string | null, now = Date.now()): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(at)) return translate(msg`Never`);
  const age = Math.max(0, now - at);
  if (age < MINUTE) return translate(msg`Just now`);
  const minutes = Math.floor(age / MINUTE);
  const hours = Math.floor(age / HOUR);
  const days = Math.floor(age / DAY);
  if (age < HOUR) return translate(msg`${minutes}m ago`);
  if (age < DAY) return translate(msg`${hours}h ago`);
  return translate(msg`${days}d ago`);
}

/** The game client's connect address: steam://connect/ip:port, else the server's connectUrl. */
export function connectAddress(server: Pick<Server, 'ipAddress' | 'port' | 'connectUrl'>): string | null {
  if (server.ipAddress && server.port) return `steam://connect/${server.ipAddress}:${server.port}`;
  return server.connectUrl || null;
}

/**
 * 'View on BattleMetrics': the server's listing, else (added by address alone) a BattleMetrics
 * search for its address, so every card with an address still links to the tracker.
 */
export function battlemetricsLink(server: Pick<Server, 'battlemetricsUrl' | 'gameType' | 'ipAddress' | 'port'>): string | null {
  if (server.battlemetricsUrl) return server.battlemetricsUrl;
  if (!server.ipAddress || !server.port) return null;
  const game = /^[a-z0-9-]{1,32}$/.test(server.gameType) ? server.gameType : 'gmod';
  return `https://www.battlemetrics.com/servers/${game}?q=${encodeURIComponent(`${server.ipAddress}:${server.port}`)}`;
}

/** The note on a card whose last poll failed: cached figures, or none at all yet. */
export function cachedDataNote(server: Pick<Server, 'isOnline' | 'lastUpdated'>): string {
  if (!server.lastUpdated) return server.isOnline ? translate(msg`No data received yet`) : translate(msg`Offline · no data received yet`);
  return server.isOnline ? translate(msg`Showing last known data`) : translate(msg`Offline · showing last known data`);
}

export interface ServerTotals {
  total: number;
  online: number;
  offline: number;
  players: number;
}

/** Summary tiles: players count only servers that are online now (cached counts are not live). */
export function serverTotals(servers: Server[]): ServerTotals {
  const online = servers.filter((s) => s.isOnline);
  return { total: servers.length, online: online.length, offline: servers.length - online.length, players: online.reduce((sum, s) => sum + s.playerCount, 0) };
}
