import { describe, expect, it } from 'vitest';
import { battlemetricsLink, cachedDataNote, connectAddress, lastUpdatedText, serverTotals, uptimeText } from './server-display.ts';
import { makeServer } from '../test-fixtures.ts';

const now = Date.parse('2026-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const H = 3600_000;

describe('uptime text (player-area §9)', () => {
  it('shows the reported percentage to one decimal, online or not', () => {
    expect(uptimeText({ lastUptime: 99.25, isOnline: true, lastUpdated: ago(1000) }, now)).toBe('99.3%');
    expect(uptimeText({ lastUptime: 87, isOnline: false, lastUpdated: null }, now)).toBe('87.0%');
  });
  it('estimates from the update age when none is reported', () => {
    expect(uptimeText({ lastUptime: null, isOnline: true, lastUpdated: ago(23 * H) }, now)).toBe('99.9%');
    expect(uptimeText({ lastUptime: null, isOnline: true, lastUpdated: ago(6 * 24 * H) }, now)).toBe('95.0%');
    expect(uptimeText({ lastUptime: null, isOnline: true, lastUpdated: ago(8 * 24 * H) }, now)).toBe('90.0%');
  });
  it("is 'N/A' online without an update time and 0.0% offline", () => {
    expect(uptimeText({ lastUptime: null, isOnline: true, lastUpdated: null }, now)).toBe('N/A');
    expect(uptimeText({ lastUptime: null, isOnline: false, lastUpdated: ago(1000) }, now)).toBe('0.0%');
  });
});

describe('last-updated text (player-area §9)', () => {
  it.each([
    [null, 'Never'],
    [ago(30_000), 'Just now'],
    [ago(5 * 60_000 + 10_000), '5m ago'],
    [ago(3 * H + 1), '3h ago'],
    [ago(49 * H), '2d ago'],
  ])('%s → %s', (iso, text) => expect(lastUpdatedText(iso, now)).toBe(text));
});

describe('connect address and totals', () => {
  it('prefers steam://connect/ip:port, then connectUrl, else none', () => {
    expect(connectAddress({ ipAddress: '203.0.113.5', port: 27015, connectUrl: null })).toBe('steam://connect/203.0.113.5:27015');
    expect(connectAddress({ ipAddress: null, port: null, connectUrl: 'steam://connect/play.example:27015' })).toBe('steam://connect/play.example:27015');
    expect(connectAddress({ ipAddress: null, port: null, connectUrl: null })).toBeNull();
  });
  it('counts players of online servers only', () => {
    const totals = serverTotals([makeServer({ playerCount: 10 }), makeServer({ id: 2, isOnline: false, playerCount: 7 })]);
    expect(totals).toEqual({ total: 2, online: 1, offline: 1, players: 10 });
  });
});

describe('BattleMetrics link and the cached-data note', () => {
  it('links the listing, else a BattleMetrics search for the address, else nothing', () => {
    const listed = 'https://www.battlemetrics.com/servers/gmod/7654321';
    expect(battlemetricsLink({ battlemetricsUrl: listed, gameType: 'gmod', ipAddress: '203.0.113.5', port: 27015 })).toBe(listed);
    expect(battlemetricsLink({ battlemetricsUrl: null, gameType: 'gmod', ipAddress: '203.0.113.5', port: 27015 })).toBe(
      'https://www.battlemetrics.com/servers/gmod?q=203.0.113.5%3A27015',
    );
    expect(battlemetricsLink({ battlemetricsUrl: null, gameType: 'gmod', ipAddress: null, port: null })).toBeNull();
  });
  it('never claims last known data for a server that never answered', () => {
    expect(cachedDataNote({ isOnline: false, lastUpdated: ago(60_000) })).toBe('Offline · showing last known data');
    expect(cachedDataNote({ isOnline: false, lastUpdated: null })).toBe('Offline · no data received yet');
  });
});
