// One side of the comparison (the product's pipeline or the bare baseline) and the round both sides
// go through, so they are measured the same way: wait for an idle queue, pause it, enqueue a backlog
// (timing each enqueue), resume and drain.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type DrainResult, resumeAndDrain, waitForFinished, waitUntilIdle } from './drain.js';
import { runProducers } from './load-driver.js';

export interface PipelineSide {
  readonly name: string;
  readonly queue: Queue;
  /** Produces event `index` the side's way and returns its job id. */
  produce(index: number): Promise<string>;
  /** Enqueue latencies (ms) since the last reset. */
  enqueueLatencies(): readonly number[];
  resetLatencies(): void;
  /** CPU time its worker process has used so far, in ms. */
  workerCpuMs(): number;
  /** Right before a measured resume: reset counters, start a profile. */
  beforeResume?(): Promise<void>;
  /** Right after a measured drain. */
  afterDrain?(): Promise<void>;
}

export interface RoundResult {
  drain: DrainResult;
  /** CPU time the worker process used during the drain. */
  workerCpuMs: number;
  fillMs: number;
  jobIds: string[];
  /** Jobs of other work still queued when the round began (0 for a clean measurement). */
  foreignJobs: number;
}

export const drainTimeoutMs = (jobs: number) => 60_000 + jobs * 20;

/** Runs `count` jobs through the side unmeasured, so both sides are measured warm. */
export async function warmUp(side: PipelineSide, redis: Redis, count: number, producers: number): Promise<void> {
  const ids: string[] = [];
  await runProducers(count, producers, async (index) => void ids.push(await side.produce(index)));
  const warmed = await waitForFinished(side.queue, redis, ids, drainTimeoutMs(count));
  if (warmed.completed !== ids.length) {
    throw new Error(`Warm-up of ${side.name}: ${warmed.failed} jobs failed and ${warmed.missing} did not finish`);
  }
  side.resetLatencies();
}

export async function measureRound(
  side: PipelineSide,
  redis: Redis,
  count: number,
  producers: number,
  firstIndex: number,
): Promise<RoundResult> {
  const foreignJobs = await waitUntilIdle(side.queue, 60_000);
  await side.queue.pause();
  const jobIds: string[] = [];
  const fillMs = await runProducers(count, producers, async (index) => {
    jobIds.push(await side.produce(firstIndex + index));
  });
  await side.beforeResume?.();
  const cpuBefore = side.workerCpuMs();
  const drain = await resumeAndDrain(side.queue, redis, jobIds, drainTimeoutMs(count));
  const workerCpuMs = side.workerCpuMs() - cpuBefore;
  await side.afterDrain?.();
  return { drain, workerCpuMs, fillMs, jobIds, foreignJobs };
}
