// What a side keeps in Redis: the server's used_memory before and after, and the exact bytes of the
// side's own keys (MEMORY USAGE of every key under its queue), which other users of the server do not blur.
import type { Redis } from 'ioredis';

export async function usedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? Number.NaN);
}

/** Sum of MEMORY USAGE over the keys matching `pattern` and their number. */
export async function keysMemory(redis: Redis, pattern: string): Promise<{ keys: number; bytes: number }> {
  let cursor = '0';
  let keys = 0;
  let bytes = 0;
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (found.length === 0) continue;
    const pipeline = redis.pipeline();
    for (const key of found) pipeline.memory('USAGE', key, 'SAMPLES', '0');
    for (const [error, usage] of (await pipeline.exec()) ?? []) {
      if (!error && typeof usage === 'number') bytes += usage;
    }
    keys += found.length;
  } while (cursor !== '0');
  return { keys, bytes };
}
