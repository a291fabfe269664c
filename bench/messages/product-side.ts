// The product's side: the worker as deployed (`node dist/apps/worker/src/main.js`, every queue) with the SQL
// statement counter preloaded, sending through its own SDK clients to the benchmark's fakes. A round's
// messages are written while the messages queue is paused (their wake-ups of the sender wait); the drain
// runs from the resume to the last message settled, as its row recorded it.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { QueueName } from '#events';
import { BENCH_ENV } from '../support/bench-env.js';
import { type DrainResult, type FinishedJobs, waitUntilIdle } from '../queue/drain.js';
import { round } from '../support/stats.js';
import { startNodeProcess, type WatchedProcess } from '../queue/child-process.js';

/** The api's counter takes the api port + 1; the worker's takes + 3 (its BENCH_API_PORT is + 2, never listened on). */
const WORKER_COUNTER_PORT = Number(BENCH_ENV.API_PORT) + 3;
const DRAIN_TIMEOUT_MS = 10 * 60_000;
const DRAIN_POLL_MS = 200;

/**
 * How the round's messages ended, once none is pending (or at the deadline): sent, failed for good, still
 * pending, and when the last one settled (its row's updated_at, written by the settle statement).
 */
async function settledMessages(pool: pg.Pool, ids: readonly string[], timeoutMs: number): Promise<FinishedJobs> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const {
      rows: [row],
    } = await pool.query<{ sent: number; failed: number; pending: number; last_ms: string | null }>(
      `SELECT count(*) FILTER (WHERE type IN ('OUTBOUND_EMAIL', 'OUTBOUND_SMS'))::int AS sent,
              count(*) FILTER (WHERE type LIKE '%\\_ERROR')::int AS failed,
              count(*) FILTER (WHERE type LIKE '%\\_PENDING')::int AS pending,
              extract(epoch FROM max(updated_at) FILTER (WHERE type NOT LIKE '%\\_PENDING')) * 1000 AS last_ms
         FROM case_message WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const missing = ids.length - row.sent - row.failed;
    if (row.pending === 0 || Date.now() >= deadline)
      return { completed: row.sent, failed: row.failed, missing, lastFinishedAt: Number(row.last_ms ?? 0) };
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
}

/**
 * Until nothing is waiting or running, looked at cheaply (counts, not the round's job ids, which the
 * benchmark process would otherwise send to Redis every few ms beside the measured worker). The job
 * scheduler of the pending sweep always keeps a delayed job, so delayed ones are not counted.
 */
async function waitUntilDrained(queue: Queue): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const counts = await queue.getJobCounts('wait', 'active', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
}

export interface ProductSide {
  /** Holds back the sending of messages written from now on. */
  pause(): Promise<void>;
  /** Waits for the workflow jobs of what was written (its activities), so they do not run inside a drain. */
  settle(): Promise<number>;
  drain(messageIds: readonly string[]): Promise<DrainResult>;
  /** Writes the CPU profile, if one runs (once; later calls do nothing). */
  stopProfile(): Promise<void>;
  cpuMs(): number;
  /** Statements the worker sent since the last reset. */
  sqlStatements(reset?: boolean): Promise<number>;
  stop(): Promise<void>;
}

export async function startProductSide(
  pool: pg.Pool,
  urls: { sendgrid: string; twilio: string },
  cpuProfilePath: string | null,
): Promise<ProductSide> {
  const imports = ['./dist/bench/support/sql-counter.js'];
  if (cpuProfilePath) imports.push('./dist/bench/queue/cpu-profile-probe.js');
  const worker: WatchedProcess = startNodeProcess(
    [...imports.flatMap((module) => ['--import', module]), 'dist/apps/worker/src/main.js'],
    {
      ...process.env,
      ...BENCH_ENV,
      BENCH_API_PORT: String(WORKER_COUNTER_PORT - 1),
      WORKER_QUEUES: '',
      SENDGRID_BASE_URL: urls.sendgrid,
      TWILIO_BASE_URL: urls.twilio,
      NO_UPDATE_NOTIFIER: '1',
      // Its connections named in pg_stat_activity (node-postgres reads PGAPPNAME).
      PGAPPNAME: 'worker',
      ...(cpuProfilePath ? { QUEUE_BENCH_CPU_PROFILE: cpuProfilePath } : {}),
    },
    'worker',
    { ipc: cpuProfilePath !== null },
  );
  let profiling = false;
  const redis = new Redis(BENCH_ENV.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = (name: string) => new Queue(name, { connection: redis, prefix: BENCH_ENV.REDIS_PREFIX });
  const messages = queue(QueueName.messages);
  const workflow = queue(QueueName.workflow);
  const stopProfile = async () => {
    if (!profiling) return;
    profiling = false;
    await worker.request('cpu-profile:stop', 'cpu-profile:written');
  };
  const stop = async () => {
    await stopProfile().catch((error: Error) => process.stderr.write(`${error.message}\n`));
    await messages.resume();
    await worker.stop();
    await messages.close();
    await workflow.close();
    await redis.quit();
  };
  try {
    await worker.waitForLine('worker ready');
    // A run interrupted between a pause and its resume leaves the queue paused.
    await messages.resume();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pause: () => messages.pause(),
    settle: () => waitUntilIdle(workflow, DRAIN_TIMEOUT_MS),
    async drain(messageIds) {
      // One profile across the drains (warm-up included); what runs between them is idle samples.
      if (cpuProfilePath && !profiling) {
        await worker.request('cpu-profile:start', 'cpu-profile:started');
        profiling = true;
      }
      const resumedAt = Date.now();
      await messages.resume();
      await waitUntilDrained(messages);
      // Settle times from the rows; this also waits for any message still retrying.
      const finished = await settledMessages(pool, messageIds, DRAIN_TIMEOUT_MS);
      const seconds = Math.max(finished.lastFinishedAt - resumedAt, 1) / 1000;
      return { ...finished, seconds: round(seconds, 3), jobsPerSecond: round(finished.completed / seconds, 0) };
    },
    stopProfile,
    cpuMs: () => worker.cpuMs(),
    async sqlStatements(reset = false) {
      const response = await fetch(`http://127.0.0.1:${WORKER_COUNTER_PORT}/`, { method: reset ? 'POST' : 'GET' });
      return ((await response.json()) as { statements: number }).statements;
    },
    stop,
  };
}
