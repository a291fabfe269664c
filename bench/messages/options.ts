// Command-line flags of the messages benchmark (each also settable through the environment).
import { pathOption } from '../support/path-option.js';

export interface MessagesBenchOptions {
  /** Outbound messages per side: the product's worker and the bare SDK baseline each deliver this many. */
  count: number;
  /**
   * The count is split into this many rounds per side, run baseline, product, product, baseline, …,
   * so drift of a shared machine's load falls on both sides alike.
   */
  rounds: number;
  /** sendCaseMessage requests in flight at once while the messages are written (not measured against the baseline). */
  writers: number;
  /** Inbound SMS webhooks with a MessageSid of their own. */
  inboundCount: number;
  /** Further webhooks repeating a MessageSid already sent (a provider's retry): answered, stored nothing new. */
  inboundReplays: number;
  /** Webhook requests in flight at once in the throughput phase (closed loop). */
  inboundConcurrency: number;
  /** The latency phase's fixed rate (open loop, as a provider posts whatever the api's pace). */
  inboundPerSecond: number;
  /** Writes a CPU profile of the product's worker over the outbound drains to this path (null: none). */
  cpuProfilePath: string | null;
  /** Writes a trace of the paced phase to this path (null: none; see paced-trace.ts). */
  tracePath: string | null;
}

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const argument = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (argument === undefined) return undefined;
  return argument.startsWith(prefix) ? argument.slice(prefix.length) : 'true';
}

function integer(value: string | undefined, fallback: number, name: string, minimum = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) throw new Error(`--${name} must be an integer >= ${minimum}`);
  return parsed;
}

const setting = (name: string, variable: string) => flag(name) ?? process.env[`MESSAGES_BENCH_${variable}`];

/**
 * `--quick`: 1,000 messages and 1,000 webhooks, for development. `--count=N`, `--rounds=N`, `--writers=N`,
 * `--inbound=N`, `--replays=N`, `--inbound-concurrency=N`,
 * `--inbound-rate=N` (the latency phase's webhooks per second). `--cpu-prof[=path]`: profile the product's worker
 * over the outbound drains (default messages-worker.cpuprofile in the temp directory). `--trace[=path]`: trace
 * the paced phase (default messages-paced-trace.json in the temp directory).
 */
export function parseOptions(): MessagesBenchOptions {
  const quick = flag('quick') === 'true' || process.env.MESSAGES_BENCH_QUICK === '1';
  const count = integer(setting('count', 'COUNT'), quick ? 1_000 : 10_000, 'count');
  const rounds = integer(setting('rounds', 'ROUNDS'), 2, 'rounds');
  if (rounds > count) throw new Error('--rounds may not exceed --count');
  const inboundCount = integer(setting('inbound', 'INBOUND'), quick ? 1_000 : 5_000, 'inbound');
  return {
    count,
    rounds,
    writers: integer(setting('writers', 'WRITERS'), 8, 'writers'),
    inboundCount,
    inboundReplays: integer(setting('replays', 'REPLAYS'), Math.ceil(inboundCount / 20), 'replays', 0),
    inboundConcurrency: integer(setting('inbound-concurrency', 'INBOUND_CONCURRENCY'), 16, 'inbound-concurrency'),
    inboundPerSecond: integer(setting('inbound-rate', 'INBOUND_RATE'), 500, 'inbound-rate'),
    cpuProfilePath: pathOption(setting('cpu-prof', 'CPU_PROF'), 'messages-worker.cpuprofile'),
    tracePath: pathOption(setting('trace', 'TRACE'), 'messages-paced-trace.json'),
  };
}
