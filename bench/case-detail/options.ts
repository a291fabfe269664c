// Run options from flags (or the matching environment variables):
//   --quick                 short runs for development (2 s measured, 1 s warm-up)
//   --duration=<seconds>    measured time of each run (CASE_DETAIL_DURATION_S, default 8)
//   --warmup=<seconds>      unmeasured time before each run (CASE_DETAIL_WARMUP_S, default 2)
//   --concurrency=<n,n>     clients for the large case (CASE_DETAIL_CONCURRENCY, default 8,32)
export interface DetailOptions {
  quick: boolean;
  durationMs: number;
  warmupMs: number;
  /** Concurrency levels run on the large case; the small case runs at the highest. */
  concurrency: number[];
}

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

function positive(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${what} must be a positive number, not "${value}"`);
  return parsed;
}

export function readOptions(): DetailOptions {
  const quick = process.argv.includes('--quick') || process.env.CASE_DETAIL_QUICK === '1';
  const durationS = positive(flag('duration') ?? process.env.CASE_DETAIL_DURATION_S, quick ? 2 : 8, 'duration');
  const warmupS = positive(flag('warmup') ?? process.env.CASE_DETAIL_WARMUP_S, quick ? 1 : 2, 'warmup');
  const concurrency = (flag('concurrency') ?? process.env.CASE_DETAIL_CONCURRENCY ?? '8,32')
    .split(',')
    .map((level) => Math.round(positive(level.trim(), 1, 'concurrency')));
  return { quick, durationMs: durationS * 1000, warmupMs: warmupS * 1000, concurrency };
}
