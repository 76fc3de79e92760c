import { workshopItemUrl, workshopSearchUrl, type Mod } from '@crp/shared';
import type { DB } from '../db/database.ts';
import { demoPlayerCount, type DemoGameServerDefinition } from './game-server.ts';

const MINUTE = 60_000;

/**
 * Two sample servers for demo mode (D27). Their advertised addresses are in TEST-NET-3
 * (203.0.113.0/24, reserved for documentation): the poller never sends anything there; in demo
 * mode the game server simulator (game-server.ts) answers for exactly these addresses on
 * loopback, so they show online with live player counts. No BattleMetrics id: polling a
 * stranger's listing would show their server as ours.
 */
const demoServers = [
  {
    custom_name: 'Creative RP | Main',
    description: 'Our main creative roleplay server: no build limit, factions and a growing city.',
    host: '203.0.113.10',
    port: 27015,
    workshop_collection_id: '9900000001',
    max_players: 64,
    map: 'rp_evocity_v33x',
    last_uptime: 98.7,
    peak: 48,
  },
  {
    custom_name: 'Creative RP | Events',
    description: 'Weekend events and build contests.',
    host: '203.0.113.20',
    port: 27016,
    workshop_collection_id: '9900000001',
    max_players: 32,
    map: 'gm_flatgrass',
    last_uptime: 95.2,
    peak: 24,
  },
];

/** What the simulator answers for each sample server: same names, maps and daily curve as the seed. */
export const demoGameServerDefinitions: DemoGameServerDefinition[] = demoServers.map((s) => ({
  host: s.host,
  port: s.port,
  name: s.custom_name,
  map: s.map,
  maxPlayers: s.max_players,
  peak: s.peak,
}));

const demoMods: Array<[string, string, string]> = [
  ['160250458', 'Wiremod', 'Advanced electronics and gates for contraptions.'],
  ['773402917', 'Advanced Duplicator 2', 'Save, share and paste builds.'],
  ['104691717', 'PAC3', 'Customise your player model with parts, effects and animations.'],
  ['173482196', 'SProps Workshop Edition', 'Structural props for building.'],
];

/** Idempotent: seeds only into an empty servers table (an admin's deletions are not undone). */
export async function seedDemoServers(db: DB): Promise<void> {
  const existing = await db.selectFrom('servers').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const [i, { peak: _peak, ...server }] of demoServers.entries()) {
      const def = demoGameServerDefinitions[i]!;
      // The poller's first cycle (at start) replaces this with the simulator's live answer.
      const row = await trx
        .insertInto('servers')
        .values({
          ...server,
          is_online: 1,
          player_count: demoPlayerCount(def, now),
          listed_name: def.name,
          last_updated: new Date(now).toISOString(),
          last_polled_at: new Date(now).toISOString(),
          error: null,
          created_at: new Date(now - 30 * 24 * 60 * MINUTE).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A day of samples every 30 minutes on the simulator's curve: quiet mornings, busy evenings.
      const samples = [];
      for (let at = now - 24 * 60 * MINUTE; at < now; at += 30 * MINUTE) {
        samples.push({ server_id: row.id, sampled_at: new Date(at).toISOString(), players: demoPlayerCount(def, at), is_online: 1 });
      }
      if (samples.length) await trx.insertInto('server_samples').values(samples).execute();
    }
    const mods: Mod[] = demoMods.map(([id, name, description]) => ({
      id,
      workshopId: id,
      url: workshopItemUrl(id),
      searchUrl: workshopSearchUrl(name),
      name,
      description,
      version: null,
      previewUrl: null,
      updatedAt: null,
    }));
    await trx
      .insertInto('workshop_collections')
      .values({ collection_id: '9900000001', mods: JSON.stringify(mods), fetched_at: new Date(now).toISOString() })
      .onConflict((oc) => oc.column('collection_id').doNothing())
      .execute();
  });
}
