// Publishes at a fixed rate, open loop: each publication starts on its own schedule, whether or not the one
// before it has finished, as comments from many people would. Used for the product and the baseline alike.
import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedRun {
  /** Keys of the events published (comment ids), in publishing order. */
  keys: string[];
  /** How long each publication took, in ms (the mutation's round trip, or the Redis PUBLISH). */
  latenciesMs: number[];
  failures: string[];
  /** How late the worst publication started against its schedule, in ms. */
  worstStartLagMs: number;
}

export async function publishPaced(
  ratePerSecond: number,
  seconds: number,
  publish: (sequence: number) => Promise<string>,
): Promise<PacedRun> {
  const count = Math.round(ratePerSecond * seconds);
  const intervalMs = 1000 / ratePerSecond;
  const run: PacedRun = { keys: [], latenciesMs: [], failures: [], worstStartLagMs: 0 };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let sequence = 0; sequence < count; sequence++) {
    const due = start + sequence * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    run.worstStartLagMs = Math.max(run.worstStartLagMs, performance.now() - due);
    const began = performance.now();
    inFlight.push(
      publish(sequence).then(
        (key) => {
          run.keys.push(key);
          run.latenciesMs.push(performance.now() - began);
        },
        (error: Error) => void run.failures.push(error.message),
      ),
    );
  }
  await Promise.all(inFlight);
  return run;
}
