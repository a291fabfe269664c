import type { Redis } from 'ioredis';

/**
 * How many times BullMQ recorded each event per job id, from the queue's event stream (`<prefix>:<queue>:events`,
 * which keeps the last 10,000 events): `completed` once per run that completed, `stalled` when a job's worker
 * died and the job was moved back to be run again.
 */
export async function jobEventCounts(redis: Redis, prefix: string, queue: string, event: string) {
  const entries = await redis.xrange(`${prefix}:${queue}:events`, '-', '+');
  const counts = new Map<string, number>();
  for (const [, fields] of entries) {
    const values = new Map<string, string>();
    for (let index = 0; index + 1 < fields.length; index += 2) values.set(fields[index], fields[index + 1]);
    const jobId = values.get('jobId');
    if (values.get('event') === event && jobId) counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
  }
  return counts;
}
