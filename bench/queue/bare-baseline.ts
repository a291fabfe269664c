// Baseline: a bare BullMQ Queue and a no-op Worker (in its own process) on the same Redis and prefix,
// with the product's job options and worker concurrency, the same number of jobs and producers and
// the same job data shape. What the product adds on top (its processor, Nest, PostgreSQL) is the difference.
import { randomUUID } from 'node:crypto';
import { type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { BENCH_ENV } from '../support/bench-env.js';
import { elapsedMs } from '../support/stats.js';
import { startNodeProcess } from './child-process.js';
import type { QueueFixture } from './fixture.js';
import type { PipelineSide } from './pipeline-side.js';
import { PRODUCT_WORKER_CONCURRENCY } from './worker-concurrency.js';

const BARE_QUEUE = 'bare-noop';

export interface BareSide extends PipelineSide {
  close(): Promise<void>;
}

export async function startBareSide(fixture: QueueFixture, productJobOptions: JobsOptions): Promise<BareSide> {
  const connection = new Redis(BENCH_ENV.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(BARE_QUEUE, {
    connection,
    prefix: BENCH_ENV.REDIS_PREFIX,
    defaultJobOptions: productJobOptions,
  });
  await queue.obliterate({ force: true });
  const worker = startNodeProcess(
    ['dist/bench/queue/bare-worker.js'],
    {
      ...process.env,
      BARE_QUEUE_NAME: BARE_QUEUE,
      BARE_QUEUE_PREFIX: BENCH_ENV.REDIS_PREFIX,
      BARE_QUEUE_CONCURRENCY: String(PRODUCT_WORKER_CONCURRENCY),
      BARE_REDIS_URL: BENCH_ENV.REDIS_URL,
    },
    'bare worker',
  );
  const close = async () => {
    await worker.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  };
  try {
    await worker.waitForLine('bare worker ready');
  } catch (error) {
    await close();
    throw error;
  }

  const latencies: number[] = [];
  return {
    name: 'bare BullMQ',
    queue,
    async produce(index) {
      const jobId = randomUUID();
      const data = {
        organizationId: fixture.organizationId,
        caseId: fixture.caseIds[index % fixture.caseIds.length],
        activityId: jobId,
        actorUserId: fixture.actorUserId,
      };
      const start = performance.now();
      await queue.add('workflow.activity-recorded', data, { jobId });
      latencies.push(elapsedMs(start));
      return jobId;
    },
    enqueueLatencies: () => latencies,
    resetLatencies: () => void (latencies.length = 0),
    workerCpuMs: () => worker.cpuMs(),
    close,
  };
}
