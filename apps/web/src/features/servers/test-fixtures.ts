import type { Server } from '@crp/shared';

/** Test data for the servers feature (render with src/test/render.tsx, answer calls with src/test/api.ts). */
export function makeServer(overrides: Partial<Server> = {}): Server {
  return {
    id: 1,
    name: 'Creative RP | Main',
    description: 'The main server',
    gameType: 'gmod',
    ipAddress: '203.0.113.10',
    port: 27015,
    connectUrl: 'steam://connect/203.0.113.10:27015',
    battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/1234567',
    isOnline: true,
    status: 'online',
    playerCount: 23,
    maxPlayers: 64,
    map: 'gm_construct',
    lastUptime: 99.25,
    lastUpdated: new Date(Date.now() - 3 * 60_000).toISOString(),
    error: null,
    statusColor: 'green',
    workshopCollectionId: '123',
    playerHistory: [...new Array<number | null>(44).fill(null), 10, null, 25, 31],
    historyStart: new Date(Math.floor(Date.now() / 1800_000) * 1800_000 - 47 * 1800_000).toISOString(),
    ...overrides,
  };
}
