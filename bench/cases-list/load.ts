// Closed-loop load: `clients` callers each send the next request as soon as the last one answered. Every
// caller first sends requests for a short warm-up (at least one each), then requests started within the
// measured window count, so a slow control still yields a sample per caller. A phase may be measured in
// several slices (interleaved with other phases, so drifting load on a shared machine touches all alike)
// and the slices summarized together.
import { type LatencySummary, round, summarize } from '../support/stats.js';

export interface LoadOptions {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  /** Runs between warm-up and measurement (e.g. resetting the SQL statement counter). */
  beforeMeasuring?: () => Promise<unknown>;
}

export interface LoadSlice {
  clients: number;
  latenciesMs: number[];
  /** From the first request sent to the last answer received. */
  elapsedMs: number;
  errors: number;
  firstError?: string;
}

export interface LoadResult extends LatencySummary {
  clients: number;
  requestsPerSecond: number;
  errors: number;
  firstError?: string;
}

export async function runLoad(options: LoadOptions, request: () => Promise<unknown>): Promise<LoadSlice> {
  const { clients } = options;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const until = performance.now() + options.warmupSeconds * 1000;
      do await request();
      while (performance.now() < until);
    }),
  );
  await options.beforeMeasuring?.();

  const slice: LoadSlice = { clients, latenciesMs: [], elapsedMs: 0, errors: 0 };
  const start = performance.now();
  const until = start + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          await request();
          slice.latenciesMs.push(performance.now() - sent);
        } catch (error) {
          slice.errors += 1;
          slice.firstError ??= error instanceof Error ? error.message : String(error);
        }
        slice.elapsedMs = Math.max(slice.elapsedMs, performance.now() - start);
      }
    }),
  );
  return slice;
}

/** One summary of a phase's slices: their latencies together, requests per second over their total time. */
export function summarizeSlices(slices: readonly LoadSlice[]): LoadResult {
  const latencies = slices.flatMap((slice) => slice.latenciesMs);
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const errors = slices.reduce((sum, slice) => sum + slice.errors, 0);
  const firstError = slices.find((slice) => slice.firstError)?.firstError;
  return {
    clients: slices[0]?.clients ?? 0,
    ...summarize(latencies),
    requestsPerSecond: round(latencies.length / (elapsedMs / 1000 || 1), 1),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}
