import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { seedDemoForms } from './forms.ts';
import { seedDemoServers } from './servers.ts';
import { seedDemoResponses } from './responses.ts';
import { seedDemoMembers } from './members.ts';
import { seedDemoSteam } from './steam.ts';

/**
 * Sample data for demo mode (D16), written once at start-up. Each feature adds its own seeder
 * here; every seeder must be idempotent (it runs at every start and must not duplicate rows).
 */
export async function seedDemoData(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const seeders: Array<[string, (ctx: AppContext) => Promise<void>]> = [
    ['servers', (ctx) => seedDemoServers(ctx.db)],
    ['applications', seedDemoForms],
    // After the forms: the responses answer them.
    ['responses', seedDemoResponses],
    ['members', seedDemoMembers],
    ['steam', seedDemoSteam],
  ];
  for (const [name, seed] of seeders) {
    try {
      await seed(ctx);
    } catch (err) {
      log.warn({ err }, `demo data for ${name} could not be written`);
    }
  }
}
