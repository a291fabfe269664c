// Command-line options of the fan-out benchmark. The defaults are the issue's: 1,000 then 2,000 subscribers,
// 20 comments per second for 30 seconds. `--quick` is a few seconds with a few subscribers, for development.
import { availableParallelism } from 'node:os';

export interface FanoutOptions {
  /** Subscriber counts, measured one after the other, each against its baseline. */
  subscriberCounts: number[];
  /** Comments (and baseline messages) per second. */
  ratePerSecond: number;
  /** How long each measured window publishes. */
  seconds: number;
  /** Worker threads that hold the subscribing connections. */
  clientThreads: number;
  /** Skip the raw `ws` baseline (only while working on the product path). */
  skipBaseline: boolean;
}

const DEFAULTS: FanoutOptions = {
  subscriberCounts: [1000, 2000],
  ratePerSecond: 20,
  seconds: 30,
  // The receiving side parses 20,000 to 40,000 messages a second; one event loop would queue them and add its
  // own delay to every figure, so the connections are spread over threads (the same for product and baseline).
  clientThreads: Math.min(2, availableParallelism()),
  skipBaseline: false,
};

const QUICK: Partial<FanoutOptions> = { subscriberCounts: [50], seconds: 3 };

export function parseOptions(argv: readonly string[]): FanoutOptions {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    const [name, value = 'true'] = argument.replace(/^--/, '').split('=');
    flags.set(name, value);
  }
  const options: FanoutOptions = { ...DEFAULTS, ...(flags.has('quick') ? QUICK : {}) };
  const number = (name: string): number | undefined => {
    const value = flags.get(name);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
    return parsed;
  };
  const subscribers = flags.get('subscribers');
  if (subscribers) options.subscriberCounts = subscribers.split(',').map((count) => Math.round(Number(count)));
  if (options.subscriberCounts.some((count) => !Number.isInteger(count) || count <= 0)) {
    throw new Error('--subscribers takes positive counts separated by commas, e.g. --subscribers=1000,2000');
  }
  options.ratePerSecond = number('rate') ?? options.ratePerSecond;
  options.seconds = number('seconds') ?? options.seconds;
  options.clientThreads = Math.round(number('client-threads') ?? options.clientThreads);
  options.skipBaseline = flags.has('skip-baseline');
  return options;
}

export const USAGE = `node dist/bench/fanout/main.js [--quick] [--subscribers=1000,2000] [--rate=20] [--seconds=30]
  [--client-threads=2] [--skip-baseline]
Env: BENCH_DATABASE_URL, BENCH_API_PORT, BENCH_REDIS_PREFIX (see bench/support/bench-env.ts);
  FANOUT_CPU_PROFILE=<file> writes CPU profiles of the api and the baseline server over each measured window.`;
