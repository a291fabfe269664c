// Command-line flags of the job pipeline benchmark (each also settable through the environment).
import { pathOption } from '../support/path-option.js';

export interface QueueBenchOptions {
  /** Events per side: the product's pipeline and the bare BullMQ baseline each process this many jobs. */
  count: number;
  /** Producers enqueueing at once, on both sides (the product dispatches after each commit, one per request). */
  producers: number;
  /** Jobs run through each side before measuring, so both are measured warm. */
  warmup: number;
  /**
   * The count is split into this many rounds per side, run baseline, product, product, baseline, …,
   * so drift of a shared machine's load falls on both sides alike.
   */
  rounds: number;
  /** Writes a CPU profile of the product's worker during its drain to this path (null: no profile). */
  cpuProfilePath: string | null;
}

/**
 * The product keeps the last 10,000 completed jobs of a queue; the benchmark reads each job's finish
 * time from that set, so one round may not drain more than that.
 */
export const MAX_ROUND_COUNT = 10_000;

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const argument = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (argument === undefined) return undefined;
  return argument.startsWith(prefix) ? argument.slice(prefix.length) : 'true';
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/**
 * `--quick`: 1,000 events per side, for development. `--count=N`, `--producers=N`, `--warmup=N`, `--rounds=N`.
 * `--cpu-prof[=path]`: profile the product's worker (default queue-worker.cpuprofile in the temp directory).
 */
export function parseOptions(): QueueBenchOptions {
  const quick = flag('quick') === 'true' || process.env.QUEUE_BENCH_QUICK === '1';
  const count = positiveInteger(flag('count') ?? process.env.QUEUE_BENCH_COUNT, quick ? 1_000 : 10_000, 'count');
  const rounds = positiveInteger(flag('rounds') ?? process.env.QUEUE_BENCH_ROUNDS, quick ? 2 : 4, 'rounds');
  if (rounds > count) throw new Error('--rounds may not exceed --count');
  if (Math.ceil(count / rounds) > MAX_ROUND_COUNT) {
    throw new Error(`A round may not drain more than ${MAX_ROUND_COUNT} jobs (the completed jobs the product keeps)`);
  }
  return {
    count,
    producers: positiveInteger(flag('producers') ?? process.env.QUEUE_BENCH_PRODUCERS, 8, 'producers'),
    warmup: positiveInteger(flag('warmup') ?? process.env.QUEUE_BENCH_WARMUP, quick ? 100 : 500, 'warmup'),
    rounds,
    cpuProfilePath: pathOption(flag('cpu-prof') ?? process.env.QUEUE_BENCH_CPU_PROF, 'queue-worker.cpuprofile'),
  };
}
