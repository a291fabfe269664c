import type { Redis } from 'ioredis';

/**
 * BullMQ keeps jobs as ordinary keys: a Redis that evicts keys under memory pressure silently loses
 * jobs. Read through INFO because managed Redis services often disable CONFIG GET.
 */
export async function readEvictionPolicy(redis: Redis): Promise<string> {
  const info = await redis.info('memory');
  const policy = info.match(/^maxmemory_policy:(\S+)/m)?.[1];
  if (!policy) throw new Error('Redis did not report maxmemory_policy');
  return policy;
}

export async function assertNoEviction(redis: Redis): Promise<void> {
  const policy = await readEvictionPolicy(redis);
  if (policy !== 'noeviction') {
    throw new Error(`Redis maxmemory-policy is "${policy}"; queues need "noeviction" so queued jobs are never evicted`);
  }
}
