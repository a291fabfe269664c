// Measures a consumer by draining a backlog: the queue is paused while the jobs are enqueued, then
// resumed, and the time runs from the resume to the last finish as the worker recorded it (the score
// of the job in BullMQ's completed set), so polling granularity does not enter the figure.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { round } from '../support/stats.js';

export interface FinishedJobs {
  completed: number;
  /** Jobs that exhausted their attempts. */
  failed: number;
  /** Jobs neither completed nor failed when the wait timed out. */
  missing: number;
  /** Latest finish among the completed jobs (epoch ms), 0 when none completed. */
  lastFinishedAt: number;
}

export interface DrainResult extends FinishedJobs {
  seconds: number;
  jobsPerSecond: number;
}

const POLL_MS = 50;
const CHUNK = 1000;

/** Waits until every job in `ids` is in the queue's completed or failed set. */
export async function waitForFinished(
  queue: Queue,
  redis: Redis,
  ids: readonly string[],
  timeoutMs: number,
): Promise<FinishedJobs> {
  const completedKey = queue.toKey('completed');
  const failedKey = queue.toKey('failed');
  const deadline = Date.now() + timeoutMs;
  let pending = [...ids];
  let completed = 0;
  let failed = 0;
  let lastFinishedAt = 0;
  while (pending.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const stillPending: string[] = [];
    for (let start = 0; start < pending.length; start += CHUNK) {
      const chunk = pending.slice(start, start + CHUNK);
      const [finishedAt, failedAt] = await Promise.all([
        redis.zmscore(completedKey, ...chunk),
        redis.zmscore(failedKey, ...chunk),
      ]);
      chunk.forEach((id, i) => {
        if (finishedAt[i] !== null) {
          completed += 1;
          lastFinishedAt = Math.max(lastFinishedAt, Number(finishedAt[i]));
        } else if (failedAt[i] !== null) failed += 1;
        else stillPending.push(id);
      });
    }
    pending = stillPending;
  }
  return { completed, failed, missing: pending.length, lastFinishedAt };
}

/** Resumes the paused queue and waits for `ids`; jobs per second counts the completed ones. */
export async function resumeAndDrain(
  queue: Queue,
  redis: Redis,
  ids: readonly string[],
  timeoutMs: number,
): Promise<DrainResult> {
  const resumedAt = Date.now();
  await queue.resume();
  const finished = await waitForFinished(queue, redis, ids, timeoutMs);
  const seconds = Math.max(finished.lastFinishedAt - resumedAt, 1) / 1000;
  return { ...finished, seconds: round(seconds, 3), jobsPerSecond: round(finished.completed / seconds, 0) };
}

/**
 * Waits until the queue has nothing waiting, running or waiting to retry (jobs left by other work on
 * the same prefix would otherwise be drained with the measured ones). Returns the jobs still there at
 * the timeout.
 */
export async function waitUntilIdle(queue: Queue, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('wait', 'active', 'prioritized', 'delayed');
    // Each job scheduler of the queue (FORM_NOT_SENT's sweep on the workflow queue) always keeps its next
    // run as a delayed job: those are not work in progress. Retries waiting out their back-off are.
    const schedulers = await queue.getJobSchedulersCount();
    const busy = Object.values(counts).reduce((sum, count) => sum + count, 0) - Math.min(schedulers, counts.delayed);
    if (busy === 0 || Date.now() >= deadline) return busy;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
