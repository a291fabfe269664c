// The api enqueues a workflow job for every comment the benchmark adds (jobId = the activity id), and no
// worker runs here to take them: they are removed at the end, so they do not wait in the bench Redis for the
// next benchmark's worker.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { QueueName } from '#events';
import { BENCH_ENV } from '../support/bench-env.js';

export async function removeWorkflowJobs(database: pg.Pool, caseId: string, since: Date): Promise<number> {
  const { rows } = await database.query<{ id: string }>(
    'SELECT id FROM case_activity WHERE case_id = $1 AND created_at >= $2',
    [caseId, since],
  );
  const connection = new Redis(BENCH_ENV.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QueueName.workflow, { connection, prefix: BENCH_ENV.REDIS_PREFIX });
  try {
    let removed = 0;
    for (const { id } of rows) removed += await queue.remove(id);
    return removed;
  } finally {
    await queue.close();
    await connection.quit();
  }
}
