// The product's side: the worker as deployed (`node dist/apps/worker/src/main.js`, every queue), its SDK
// pointed at the benchmark's Stripe fake, its charges sweep every second (the deployed default is a minute:
// the sweep's period is lateness, not throughput). A round is timed from the moment its payments become due
// to the last charge's finish as the database recorded it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { BENCH_ENV } from '../support/bench-env.js';

const SETTLE_TIMEOUT_MS = 10 * 60_000;

export class ProductWorker {
  private constructor(private readonly child: ChildProcess) {}

  static async start(stripeUrl: string): Promise<ProductWorker> {
    const child = spawn(process.execPath, ['dist/apps/worker/src/main.js'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...BENCH_ENV,
        WORKER_QUEUES: '',
        STRIPE_BASE_URL: stripeUrl,
        PAYMENT_CHARGE_SWEEP_MS: '1000',
        PAYMENT_CHARGE_LEASE_MS: '5000',
      },
    });
    process.once('exit', () => child.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the worker did not start in time')), 60_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line === 'worker ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', () => reject(new Error('the worker exited before it was ready')));
    });
    return new ProductWorker(child);
  }

  /** SIGKILL: no shutdown, jobs left active with their locks, charges PROCESSING. */
  async kill(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await exited;
  }
}

export async function succeededCount(pool: pg.Pool, paymentIds: readonly string[]): Promise<number> {
  const {
    rows: [row],
  } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payment_charge WHERE payment_id = ANY($1::uuid[]) AND status = 'SUCCEEDED'`,
    [paymentIds],
  );
  return row.count;
}

/** When a round's first charge was opened (the sweep reached it) and its last one finished, epoch ms. */
export interface RoundSpan {
  firstOpened: number;
  lastFinished: number;
}

/** Waits until every payment's charge succeeded, then answers the round's span. */
export async function waitForAllCharged(pool: pg.Pool, paymentIds: readonly string[]): Promise<RoundSpan> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await succeededCount(pool, paymentIds)) >= paymentIds.length) {
      const {
        rows: [row],
      } = await pool.query<{ first: Date; last: Date }>(
        `SELECT min(created_at) AS first, max(finished_at) AS last FROM payment_charge WHERE payment_id = ANY($1::uuid[])`,
        [paymentIds],
      );
      return { firstOpened: row.first.getTime(), lastFinished: row.last.getTime() };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the charges did not all succeed in time');
}
