import { Redis } from 'ioredis';

/**
 * A Redis connection for what several instances share (REDIS_URL). Commands fail fast while Redis
 * is down instead of queueing, so a Redis outage degrades to "not shared" rather than hanging requests.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
  client.on('error', () => {
    /* reported by the commands that fail; reconnects on its own */
  });
  return client;
}
