import { jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { assertNoEviction, readEvictionPolicy } from './redis-eviction-policy.js';

/** INFO memory as Redis sends it: CRLF line ends, a section header, the policy among other fields. */
const info = (policyLine: string | null): string =>
  [
    '# Memory',
    'used_memory:1048576',
    'used_memory_human:1.00M',
    'maxmemory:0',
    'maxmemory_human:0B',
    ...(policyLine === null ? [] : [policyLine]),
    'allocator_frag_ratio:1.00',
    '',
  ].join('\r\n');

function fakeRedis(text: string) {
  const infoFn = jest.fn(async (_section?: string) => text);
  return { redis: { info: infoFn } as unknown as Redis, infoFn };
}

describe('readEvictionPolicy', () => {
  it.each([
    'noeviction',
    'allkeys-lru',
    'allkeys-lfu',
    'allkeys-random',
    'volatile-lru',
    'volatile-lfu',
    'volatile-random',
    'volatile-ttl',
  ])('reads %s from INFO memory', async (policy) => {
    const { redis, infoFn } = fakeRedis(info(`maxmemory_policy:${policy}`));
    await expect(readEvictionPolicy(redis)).resolves.toBe(policy);
    expect(infoFn).toHaveBeenCalledWith('memory');
  });

  it('reads the policy with LF line ends too', async () => {
    const { redis } = fakeRedis('# Memory\nmaxmemory:0\nmaxmemory_policy:noeviction\n');
    await expect(readEvictionPolicy(redis)).resolves.toBe('noeviction');
  });

  it('reads the policy on the last line without a line end', async () => {
    const { redis } = fakeRedis('# Memory\r\nmaxmemory_policy:allkeys-lru');
    await expect(readEvictionPolicy(redis)).resolves.toBe('allkeys-lru');
  });

  it.each<[string, string]>([
    ['no policy line', info(null)],
    ['an empty policy', info('maxmemory_policy:')],
    ['an empty reply', ''],
    ['the field only inside another line', info('x_maxmemory_policy:noeviction')],
  ])('throws for %s', async (_name, text) => {
    const { redis } = fakeRedis(text);
    await expect(readEvictionPolicy(redis)).rejects.toThrow('Redis did not report maxmemory_policy');
  });
});

describe('assertNoEviction', () => {
  it('passes for noeviction', async () => {
    const { redis, infoFn } = fakeRedis(info('maxmemory_policy:noeviction'));
    await expect(assertNoEviction(redis)).resolves.toBeUndefined();
    expect(infoFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    'allkeys-lru',
    'allkeys-lfu',
    'allkeys-random',
    'volatile-lru',
    'volatile-lfu',
    'volatile-random',
    'volatile-ttl',
  ])('throws for %s, naming the policy and the one required', async (policy) => {
    const { redis } = fakeRedis(info(`maxmemory_policy:${policy}`));
    await expect(assertNoEviction(redis)).rejects.toThrow(
      `Redis maxmemory-policy is "${policy}"; queues need "noeviction" so queued jobs are never evicted`,
    );
  });

  it('throws when the policy is not reported', async () => {
    const { redis } = fakeRedis(info(null));
    await expect(assertNoEviction(redis)).rejects.toThrow('Redis did not report maxmemory_policy');
  });

  it('passes a failing INFO call through', async () => {
    const redis = {
      info: async () => Promise.reject(new Error('NOPERM this user has no permissions')),
    } as unknown as Redis;
    await expect(assertNoEviction(redis)).rejects.toThrow('NOPERM');
  });
});
