import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { seedDemoData } from './demo/demo-seed.ts';
import { purgeExpired } from './modules/auth/index.ts';
import { createServerPoller } from './modules/servers/index.ts';
import { createDeliveryWorker } from './modules/deliveries/index.ts';

export interface Jobs {
  /**
   * Once the server listens on its port: starts the delivery worker, named by that instance
   * ('host:port'), so it can take back at once what a killed earlier run of it had claimed.
   */
  afterListen(port: number): void;
  stop(): Promise<void>;
}

/** Background work of the process: session clean-up, demo data, and (later) the status poller. */
export async function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<Jobs> {
  const stops: Array<() => Promise<void> | void> = [];

  if (ctx.env.demoMode) await seedDemoData(ctx, log);

  const purge = () => purgeExpired(ctx.db).catch((err) => log.warn({ err }, 'session purge failed'));
  await purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();
  stops.push(() => clearInterval(purgeTimer));

  // Long-running workers (e.g. the server status poller) start here and push their stop function.
  const serverPoller = createServerPoller(ctx, log);
  serverPoller.start();
  stops.push(() => serverPoller.stop());
  // Demo mode's simulated game servers (D27) start with the first poll; they close after the poller.
  if (ctx.clients.demoGameServers) stops.unshift(() => ctx.clients.demoGameServers?.close());

  return {
    afterListen(port) {
      // Roles, direct messages and webhooks from the outbox (D24).
      const deliveryWorker = createDeliveryWorker(ctx, log, { instance: `${hostname()}:${port}` });
      deliveryWorker.start();
      stops.push(() => deliveryWorker.stop());
    },
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
