import { workshopItemUrl, workshopSearchUrl, type Mod } from '@crp/shared';
import type { AppContext } from '../../context.ts';

const MINUTE = 60_000;

/**
 * Two sample servers for demo mode. Their addresses are in TEST-NET-3 (203.0.113.0/24, reserved
 * for documentation), so the poller's queries never reach anyone's real machine: they show as
 * offline with plausible last-known data, a day of history and `error` set, which is what a real
 * server looks like when its game server cannot be reached. No BattleMetrics id: polling a
 * stranger's listing would show their server as ours.
 */
const demoServers = [
  {
    custom_name: 'Creative RP | Main',
    description: 'Our main creative roleplay server: no build limit, factions and a growing city.',
    host: '203.0.113.10',
    port: 27015,
    workshop_collection_id: '9900000001',
    player_count: 27,
    max_players: 64,
    map: 'rp_evocity_v33x',
    last_uptime: 98.7,
    lastSeenMinutesAgo: 12,
    peak: 48,
  },
  {
    custom_name: 'Creative RP | Events',
    description: 'Weekend events and build contests.',
    host: '203.0.113.20',
    port: 27016,
    workshop_collection_id: '9900000001',
    player_count: 8,
    max_players: 32,
    map: 'gm_flatgrass',
    last_uptime: 95.2,
    lastSeenMinutesAgo: 41,
    peak: 24,
  },
];

const demoMods: Array<[string, string, string]> = [
  ['160250458', 'Wiremod', 'Advanced electronics and gates for contraptions.'],
  ['773402917', 'Advanced Duplicator 2', 'Save, share and paste builds.'],
  ['104691717', 'PAC3', 'Customise your player model with parts, effects and animations.'],
  ['173482196', 'SProps Workshop Edition', 'Structural props for building.'],
];

/** Idempotent: seeds only into an empty servers table (an admin's deletions are not undone). */
export async function seedDemoServers(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.selectFrom('servers').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const { lastSeenMinutesAgo, peak, ...server } of demoServers) {
      const lastSeen = now - lastSeenMinutesAgo * MINUTE;
      const row = await trx
        .insertInto('servers')
        .values({
          ...server,
          is_online: 0,
          last_updated: new Date(lastSeen).toISOString(),
          last_polled_at: new Date(now).toISOString(),
          error: 'The game server did not answer (demo data: showing the last known status).',
          created_at: new Date(now - 30 * 24 * 60 * MINUTE).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A day of samples every 30 minutes: quiet mornings, busy evenings.
      const samples = [];
      for (let at = now - 24 * 60 * MINUTE; at <= lastSeen; at += 30 * MINUTE) {
        const hour = new Date(at).getUTCHours();
        const wave = (1 - Math.cos(((hour - 4) / 24) * 2 * Math.PI)) / 2;
        samples.push({ server_id: row.id, sampled_at: new Date(at).toISOString(), players: Math.round(peak * (0.15 + 0.85 * wave)), is_online: 1 });
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
