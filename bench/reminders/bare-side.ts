// The baseline: one bare BullMQ delayed job per reminder (`delay` to the due minute), consumed by a bare
// Worker in a process of its own whose processor does nothing; cancelling removes the job. A job has
// fired when BullMQ recorded its finish (finishedOn; completed jobs are kept for the count).
import { type ChildProcess, spawn } from 'node:child_process';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { BENCH_ENV } from '../support/bench-env.js';
import { sleepUntil } from './due-minute.js';
import { keysMemory, usedMemory } from './redis-memory.js';
import { cancelledHalf, FireWatch, type RoundFigures, type RoundPlan } from './round.js';

const QUEUE = 'bare-reminders';
const PREFIX = `${BENCH_ENV.REDIS_PREFIX}-bare`;
export const BARE_WORKER_CONCURRENCY = 100;
const CHUNK = 1000;
const POLL_MS = 20;
const FIRE_TIMEOUT_MS = 5 * 60_000;

export class BareSide {
  private constructor(
    private readonly queue: Queue,
    private readonly connection: Redis,
    private readonly worker: ChildProcess,
  ) {}

  static async start(redis: Redis): Promise<BareSide> {
    // A connection of its own, closed in stop(): BullMQ leaves a connection it was given open.
    const connection = redis.duplicate();
    const queue = new Queue(QUEUE, { connection, prefix: PREFIX });
    await queue.obliterate({ force: true });
    const worker = spawn('node', ['dist/bench/queue/bare-worker.js'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BARE_QUEUE_NAME: QUEUE,
        BARE_QUEUE_PREFIX: PREFIX,
        BARE_QUEUE_CONCURRENCY: String(BARE_WORKER_CONCURRENCY),
        BARE_REDIS_URL: BENCH_ENV.REDIS_URL,
      },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`the bare worker exited (${code}) before it was ready`)));
      worker.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('bare worker ready')) resolve();
      });
    });
    return new BareSide(queue, connection, worker);
  }

  async round(redis: Redis, plan: RoundPlan, roundName: string): Promise<RoundFigures> {
    const ids = Array.from({ length: plan.count }, (_, index) => `${roundName}-${index}`);
    const memoryBefore = await usedMemory(redis);
    const started = performance.now();
    for (let from = 0; from < ids.length; from += CHUNK) {
      const delay = plan.dueAt - Date.now();
      await this.queue.addBulk(
        ids.slice(from, from + CHUNK).map((jobId) => ({
          name: 'reminder',
          data: { organizationId: 'bench', subjectId: jobId },
          opts: { jobId, delay, removeOnComplete: false, removeOnFail: false },
        })),
      );
    }
    const scheduleMs = performance.now() - started;
    const memoryAfter = await usedMemory(redis);
    const own = await keysMemory(redis, `${PREFIX}:${QUEUE}:*`);
    const cancelled = plan.cancelHalf ? cancelledHalf(ids) : [];
    const cancelStarted = performance.now();
    for (let from = 0; from < cancelled.length; from += CHUNK) {
      await Promise.all(cancelled.slice(from, from + CHUNK).map((jobId) => this.queue.remove(jobId)));
    }
    const cancelMs = performance.now() - cancelStarted;
    if (Date.now() >= plan.dueAt) throw new Error('Scheduling took past the due minute: raise the lead time');

    const expected = ids.length - cancelled.length;
    await sleepUntil(plan.dueAt);
    const deadline = plan.dueAt + FIRE_TIMEOUT_MS;
    while ((await this.queue.getCompletedCount()) < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const cancelledSet = new Set(cancelled);
    const finished = await this.finishedOn(redis, ids);
    const watch = new FireWatch(plan.dueAt);
    const fireTimes = ids
      .map((jobId, index) => ({ jobId, at: finished[index] }))
      .filter((entry) => entry.at !== null && !cancelledSet.has(entry.jobId))
      .map((entry) => entry.at as number)
      .sort((a, b) => a - b);
    fireTimes.forEach((at, index) => watch.observe(index + 1, at));
    const cancelledFired = ids.filter((jobId, index) => cancelledSet.has(jobId) && finished[index] !== null).length;
    await this.queue.obliterate({ force: true });
    return {
      scheduled: ids.length,
      scheduleMs,
      redisKeyBytes: own.bytes,
      redisKeys: own.keys,
      redisUsedMemoryDelta: memoryAfter - memoryBefore,
      cancelled: cancelled.length,
      cancelMs,
      fired: watch.count,
      late: watch.summary(),
      cancelledFired,
    };
  }

  private async finishedOn(redis: Redis, ids: string[]): Promise<(number | null)[]> {
    const times: (number | null)[] = [];
    for (let from = 0; from < ids.length; from += 10_000) {
      const pipeline = redis.pipeline();
      for (const jobId of ids.slice(from, from + 10_000)) pipeline.hget(`${PREFIX}:${QUEUE}:${jobId}`, 'finishedOn');
      for (const [, value] of (await pipeline.exec()) ?? []) times.push(value ? Number(value) : null);
    }
    return times;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (this.worker.exitCode !== null || this.worker.signalCode !== null) return resolve();
      this.worker.removeAllListeners('exit');
      this.worker.once('exit', () => resolve());
      this.worker.kill('SIGTERM');
    });
    await this.queue.obliterate({ force: true }).catch(() => undefined);
    await this.queue.close();
    await this.connection.quit();
  }
}
