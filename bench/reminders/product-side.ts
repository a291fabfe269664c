// The product: visits as rows (what makes a reminder pending), the product's worker process consuming
// only the reminders queue, whose job scheduler sweeps every minute at the minute. Cancelling is what the
// product does to a visit (canceled_at); a reminder has fired once its reminder_sent mark is committed.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { BENCH_ENV } from '../support/bench-env.js';
import { sleepUntil } from './due-minute.js';
import { insertVisits, type RemindersFixture, VISIT_REMINDER_HOURS } from './fixture.js';
import { keysMemory, usedMemory } from './redis-memory.js';
import { cancelledHalf, FireWatch, type RoundFigures, type RoundPlan } from './round.js';

const POLL_MS = 250;
/** A round that has not fired everything this long after its minute is reported as it stands. */
const FIRE_TIMEOUT_MS = 5 * 60_000;

export class ProductSide {
  private constructor(private readonly worker: ChildProcess) {}

  static async start(): Promise<ProductSide> {
    const worker = spawn('node', ['dist/apps/worker/src/main.js'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...BENCH_ENV, WORKER_QUEUES: 'reminders', NO_UPDATE_NOTIFIER: '1' },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
      worker.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('worker ready')) resolve();
      });
    });
    return new ProductSide(worker);
  }

  async round(pool: pg.Pool, redis: Redis, fixture: RemindersFixture, plan: RoundPlan): Promise<RoundFigures> {
    const memoryBefore = await usedMemory(redis);
    const started = performance.now();
    const ids = await insertVisits(pool, fixture, plan.count, plan.dueAt);
    const scheduleMs = performance.now() - started;
    const memoryAfter = await usedMemory(redis);
    const own = await keysMemory(redis, `${BENCH_ENV.REDIS_PREFIX}:reminders:*`);
    const cancelled = plan.cancelHalf ? cancelledHalf(ids) : [];
    const cancelStarted = performance.now();
    if (cancelled.length > 0) {
      await pool.query(`UPDATE calendar_event SET canceled_at = now() WHERE id = ANY($1::uuid[])`, [cancelled]);
    }
    const cancelMs = performance.now() - cancelStarted;
    if (Date.now() >= plan.dueAt) throw new Error('Scheduling took past the due minute: raise the lead time');

    const basis = new Date(plan.dueAt + VISIT_REMINDER_HOURS * 3_600_000);
    const expected = ids.length - cancelled.length;
    const watch = new FireWatch(plan.dueAt);
    await sleepUntil(plan.dueAt - 1000);
    while (watch.count < expected && Date.now() < plan.dueAt + FIRE_TIMEOUT_MS) {
      const { rows } = await pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM reminder_sent WHERE organization_id = $1 AND basis = $2`,
        [fixture.organizationId, basis],
      );
      watch.observe(rows[0].count);
      if (watch.count < expected) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const {
      rows: [{ count: cancelledFired }],
    } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM reminder_sent WHERE organization_id = $1 AND subject_id = ANY($2::uuid[])`,
      [fixture.organizationId, cancelled],
    );
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

  /** Notices the rounds wrote (one per fired reminder: the visit's employee). */
  async notices(pool: pg.Pool, fixture: RemindersFixture): Promise<number> {
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM user_notification WHERE organization_id = $1 AND kind = 'REMINDER'`,
      [fixture.organizationId],
    );
    return rows[0].count;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.worker.exitCode !== null || this.worker.signalCode !== null) return resolve();
      this.worker.removeAllListeners('exit');
      this.worker.once('exit', () => resolve());
      this.worker.kill('SIGTERM');
    });
  }
}
