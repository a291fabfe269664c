import { Redis } from 'ioredis';
import { assertNoEviction } from './redis-eviction-policy.js';

/**
 * Before a process serves anything: Redis answers, and does not evict keys (queued jobs would silently
 * go). A Redis that is not there is named in one line.
 */
export async function checkRedisAtStart(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true, connectionName: 'cm-policy-check' });
  redis.on('error', () => undefined); // reported through the rejected commands below
  try {
    await redis.connect();
    await assertNoEviction(redis);
  } catch (error) {
    if (redis.status !== 'ready')
      throw new Error(`nothing answers at ${new URL(url).host} (redis): is it running?`, { cause: error });
    throw error;
  } finally {
    redis.disconnect();
  }
}
