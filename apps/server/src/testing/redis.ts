import { Redis } from 'ioredis';

/** Redis for the tests that share state between instances (TEST_REDIS_URL, else the local one). */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when Redis answers PING within a second. */
export async function redisReachable(url = REDIS_TEST_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
