// Runs `count` productions with a fixed number in flight, like independent requests each enqueueing
// after its own commit.
import { elapsedMs } from '../support/stats.js';

/** Calls `produce(index)` for 0..count-1 with `producers` at once; returns the elapsed milliseconds. */
export async function runProducers(
  count: number,
  producers: number,
  produce: (index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(producers, count) }, async () => {
      while (next < count) await produce(next++);
    }),
  );
  return elapsedMs(start);
}
