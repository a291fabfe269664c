// Runs both sides warm, in alternating rounds (baseline, product, product, baseline, …), and sums each
// side's rounds into its figures.
import type { Redis } from 'ioredis';
import { type LatencySummary, round, summarize } from '../support/stats.js';
import type { QueueBenchOptions } from './options.js';
import { measureRound, type PipelineSide, type RoundResult, warmUp } from './pipeline-side.js';

export interface SideFigures {
  jobs: number;
  completed: number;
  failed: number;
  /** Neither completed nor failed when the wait timed out. */
  missing: number;
  /** Sum of the rounds' drains, from resume to the last finish. */
  drainSeconds: number;
  jobsPerSecond: number;
  roundJobsPerSecond: number[];
  /** CPU time of the worker process per completed job, in µs. */
  workerCpuPerJobUs: number;
  enqueue: LatencySummary;
  /** Events produced per second while the backlogs were filled, `producers` at a time. */
  producedPerSecond: number;
  /** Jobs of other work still queued when a round began (0 for a clean measurement). */
  foreignJobs: number;
}

export interface SideRun {
  figures: SideFigures;
  jobIds: string[];
}

function splitCount(count: number, rounds: number): number[] {
  return Array.from({ length: rounds }, (_, i) => Math.floor(count / rounds) + (i < count % rounds ? 1 : 0));
}

function sumUp(results: RoundResult[], enqueueLatencies: readonly number[]): SideFigures {
  const sum = (pick: (result: RoundResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const jobs = sum((result) => result.jobIds.length);
  const completed = sum((result) => result.drain.completed);
  const drainSeconds = sum((result) => result.drain.seconds);
  return {
    jobs,
    completed,
    failed: sum((result) => result.drain.failed),
    missing: sum((result) => result.drain.missing),
    drainSeconds: round(drainSeconds, 3),
    jobsPerSecond: round(completed / drainSeconds, 0),
    roundJobsPerSecond: results.map((result) => result.drain.jobsPerSecond),
    workerCpuPerJobUs: round((sum((result) => result.workerCpuMs) * 1000) / Math.max(completed, 1), 0),
    enqueue: summarize(enqueueLatencies),
    producedPerSecond: round(jobs / (sum((result) => result.fillMs) / 1000), 0),
    foreignJobs: sum((result) => result.foreignJobs),
  };
}

export async function runRounds(
  baseline: PipelineSide,
  product: PipelineSide,
  redis: Redis,
  options: QueueBenchOptions,
): Promise<{ baseline: SideRun; product: SideRun }> {
  await warmUp(baseline, redis, options.warmup, options.producers);
  await warmUp(product, redis, options.warmup, options.producers);
  const results = new Map<PipelineSide, RoundResult[]>([
    [baseline, []],
    [product, []],
  ]);
  let firstIndex = 0;
  for (const [index, count] of splitCount(options.count, options.rounds).entries()) {
    for (const side of index % 2 === 0 ? [baseline, product] : [product, baseline]) {
      results.get(side)!.push(await measureRound(side, redis, count, options.producers, firstIndex));
    }
    firstIndex += count;
  }
  const run = (side: PipelineSide): SideRun => ({
    figures: sumUp(results.get(side)!, side.enqueueLatencies()),
    jobIds: results.get(side)!.flatMap((result) => result.jobIds),
  });
  return { baseline: run(baseline), product: run(product) };
}
