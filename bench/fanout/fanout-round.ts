// One measured round, the same for the product and the baseline: open the subscribers, warm up until every
// one of them has received an event, publish at the rate for the window, wait for the stragglers, and gather
// what arrived when, with the server's event-loop delay and CPU over the window.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoopProbeClient, LoopProbeReading } from './loop-probe-client.js';
import { publishPaced, type PacedRun } from './paced-publisher.js';
import type { Arrivals, SubscriberPool } from './subscriber-pool.js';

export interface RoundDriver {
  openSubscribers(count: number): Promise<{ pool: SubscriberPool; opened: number; failed: number; errors: string[] }>;
  /** Publishes one event; answers its key (the comment id the subscribers will see). */
  publish(sequence: number): Promise<string>;
  /** When each event started its way to the subscribers (wall-clock ms), by key. */
  startTimes(keys: string[]): Promise<Map<string, number>>;
  /** The event-loop probe of the server that fans out. */
  probe: LoopProbeClient;
  /** Extra figures of the window (the api's SQL statements): reset before, read after. */
  resetCounters?(): Promise<void>;
  readCounters?(): Promise<Record<string, number>>;
}

export interface RoundResult {
  subscribers: number;
  failedConnections: number;
  run: PacedRun;
  arrivals: Arrivals;
  startTimes: Map<string, number>;
  server: LoopProbeReading;
  counters: Record<string, number>;
  drainMs: number;
  /** The machine's 1-minute load average when the window closed: on a shared machine, the context of every figure. */
  loadAverage: number;
}

const WARM_UP_ATTEMPTS = 10;
const MAX_DRAIN_MS = 60_000;

export async function runRound(
  driver: RoundDriver,
  options: { subscribers: number; ratePerSecond: number; seconds: number },
): Promise<RoundResult> {
  const { pool, opened, failed, errors } = await driver.openSubscribers(options.subscribers);
  try {
    if (opened === 0) throw new Error(`No subscriber could connect: ${errors.join('; ')}`);
    let sequence = 0;
    // Warm-up, not measured: every subscription is live (it has heard an event) before the window opens.
    for (let attempt = 0; attempt < WARM_UP_ATTEMPTS; attempt++) {
      await driver.publish(sequence++);
      if (await waitFor(async () => (await pool.progress()).connectionsWithEvent >= opened, 5000)) break;
      if (attempt === WARM_UP_ATTEMPTS - 1) {
        const { connectionsWithEvent } = await pool.progress();
        throw new Error(`Only ${connectionsWithEvent} of ${opened} subscribers heard the warm-up events`);
      }
    }
    await sleep(500);
    await pool.reset();
    await driver.resetCounters?.();
    await driver.probe.reset();

    const run = await publishPaced(options.ratePerSecond, options.seconds, (n) => driver.publish(sequence + n));
    const expected = opened * run.keys.length;
    const drainStart = performance.now();
    let last = -1;
    let lastChange = performance.now();
    // Wait for the stragglers until all arrived, or nothing more arrived for 3 s (late is not lost).
    while (performance.now() - drainStart < MAX_DRAIN_MS) {
      const { received } = await pool.progress();
      if (received >= expected) break;
      if (received !== last) [last, lastChange] = [received, performance.now()];
      else if (performance.now() - lastChange > 3000) break;
      await sleep(50);
    }
    const drainMs = performance.now() - drainStart;
    const server = await driver.probe.read();
    const loadAverage = Math.round(loadavg()[0] * 10) / 10;
    const counters = (await driver.readCounters?.()) ?? {};
    const arrivals = await pool.collect();
    return {
      subscribers: opened,
      failedConnections: failed,
      run,
      arrivals,
      startTimes: await driver.startTimes(run.keys),
      server,
      counters,
      drainMs,
      loadAverage,
    };
  } finally {
    await pool.close();
  }
}

async function waitFor(ready: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await ready()) return true;
    await sleep(50);
  }
  return false;
}
