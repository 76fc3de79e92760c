import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Tells every instance that stored data changed, so in-memory read models reload (issue 13).
 * One process: an in-process emitter. Several instances: Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL LISTEN/NOTIFY. A notice is only "something changed": readers reload what they serve.
 */
export interface ChangeBus {
  /** Announces a change to every instance, this one included. */
  publish(topic: string): void;
  subscribe(listener: (topic: string) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'crp_changes';

/** The status poller's notice after each cycle: it refreshes the public servers list only. */
export const SERVERS_TOPIC = 'servers';
/** Whether a notice may concern a member's session or their own answers: every one but the poller's. */
export const concernsMembers = (topic: string): boolean => topic !== SERVERS_TOPIC;

export function createLocalChangeBus(): ChangeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (topic) => void emitter.emit('change', topic),
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** Redis pub/sub: `publisher` is the shared client; a duplicate connection subscribes. */
export async function createRedisChangeBus(publisher: Redis, onError: (err: unknown) => void): Promise<ChangeBus> {
  const local = createLocalChangeBus();
  // The shared client refuses commands while disconnected; the subscriber must queue its SUBSCRIBE until connected.
  const subscriber = publisher.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, topic: string) => local.publish(topic));
  await subscriber.subscribe(CHANNEL);
  return {
    publish(topic) {
      // Local listeners hear it at once; the others through Redis (our own echo reloads twice, harmlessly).
      local.publish(topic);
      publisher.publish(CHANNEL, topic).catch(onError);
    },
    subscribe: local.subscribe,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
      await publisher.quit().catch(() => publisher.disconnect());
      await local.close();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection (reconnects after a failure). */
export async function createPostgresChangeBus(connectionString: string, onError: (err: unknown) => void): Promise<ChangeBus> {
  const local = createLocalChangeBus();
  const notifier = new pg.Pool({ connectionString, max: 1 });
  let listener: pg.Client | null = null;
  let closed = false;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => msg.payload && local.publish(msg.payload));
    client.on('error', (err) => {
      onError(err);
      listener = null;
      if (!closed) setTimeout(() => void listen().catch(onError), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
    local.publish('*'); // notices may have been missed while disconnected
  };
  await listen();
  return {
    publish(topic) {
      local.publish(topic);
      notifier.query('select pg_notify($1, $2)', [CHANNEL, topic]).catch(onError);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await notifier.end().catch(() => {});
      await local.close();
    },
  };
}
