// `--trace=path`: what happened while the paced phase's slow answers waited. Samples PostgreSQL's activity of
// the api's and the worker's connections every 10 ms (application names set by the benchmark) with the WAL's
// position and the kernel's dirty and writeback memory, reads the api's
// stall probe (stall-probe.ts), and writes every request's due time and latency beside them, as one JSON file.
// It prints, for the answers slower than 50 ms, what overlapped them. The sampling costs PostgreSQL about a
// hundred small reads a second: a traced run's figures are for finding causes, not for the results.
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { BENCH_ENV } from '../support/bench-env.js';
import type { StallProbeReading } from './stall-probe-reading.js';

const SAMPLE_EVERY_MS = 10;
const SLOW_MS = 50;
const STALL_PROBE_PORT = Number(BENCH_ENV.API_PORT) + 4;

interface ActivitySample {
  atMs: number;
  app: string;
  state: string;
  wait: string | null;
  query: string;
}

/** Where the WAL was (bytes), and the kernel's dirty and writeback page cache (kB), at a sample. */
interface StorageSample {
  atMs: number;
  walBytes: number;
  dirtyKb: number;
  writebackKb: number;
}

function pageCache(): { dirtyKb: number; writebackKb: number } {
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? Number.NaN);
  return { dirtyKb: kb('Dirty'), writebackKb: kb('Writeback') };
}

export interface AnsweredRequest {
  dueMs: number;
  latencyMs: number;
  /** How late the generator sent it: its own share of the latency. */
  sentLateMs: number;
}

const probe = async (method: 'GET' | 'POST'): Promise<StallProbeReading> => {
  const response = await fetch(`http://127.0.0.1:${STALL_PROBE_PORT}/`, { method });
  return (await response.json()) as StallProbeReading;
};

export class PacedTrace {
  private readonly samples: ActivitySample[] = [];
  private readonly storage: StorageSample[] = [];
  private readonly client = new pg.Client({ connectionString: BENCH_ENV.DATABASE_URL, application_name: 'trace' });
  private timer: NodeJS.Timeout | undefined;
  private sampling: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  async start(): Promise<void> {
    await this.client.connect();
    await probe('POST');
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample());
    }, SAMPLE_EVERY_MS);
  }

  async finish(requests: AnsweredRequest[]): Promise<void> {
    clearInterval(this.timer);
    await this.sampling;
    await this.client.end();
    const api = await probe('GET');
    writeFileSync(this.path, JSON.stringify({ requests, activity: this.samples, storage: this.storage, api }));
    this.summarize(requests, api);
  }

  private async sample(): Promise<void> {
    const { rows } = await this.client.query<{ app: string; state: string; wait: string | null; query: string }>(
      `SELECT application_name AS app, state, wait_event_type || ':' || wait_event AS wait, left(query, 60) AS query
         FROM pg_stat_activity
        WHERE datname = current_database() AND application_name IN ('api', 'worker') AND state <> 'idle'`,
    );
    const atMs = Date.now();
    for (const row of rows) this.samples.push({ atMs, ...row });
    const {
      rows: [wal],
    } = await this.client.query<{ bytes: string }>(`SELECT pg_current_wal_lsn() - '0/0' AS bytes`);
    this.storage.push({ atMs, walBytes: Number(wal.bytes), ...pageCache() });
  }

  /** For each answer slower than 50 ms: the api's stalls and collections in its window, and its PostgreSQL waits. */
  private summarize(requests: AnsweredRequest[], api: StallProbeReading): void {
    const slow = requests.filter((request) => request.latencyMs > SLOW_MS);
    const within = (atMs: number, request: AnsweredRequest) =>
      atMs >= request.dueMs && atMs <= request.dueMs + request.latencyMs;
    const tally = new Map<string, number>();
    const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
    for (const request of slow) {
      if (request.sentLateMs > SLOW_MS / 5) count('sent more than 10 ms late by the generator');
      if (api.loopStalls.some((stall) => within(stall.atMs, request))) count('api event loop late');
      if (api.collections.some((gc) => within(gc.atMs, request) && gc.ms > 5)) count('api collection over 5 ms');
      const waits = new Set(
        this.samples
          .filter((sample) => within(sample.atMs, request) && sample.app === 'api')
          .map((sample) => sample.wait ?? `running: ${sample.query}`),
      );
      for (const wait of waits) count(`api in PostgreSQL: ${wait}`);
    }
    const lines = [...tally].sort((a, b) => b[1] - a[1]).map(([key, n]) => `    ${n} × ${key}`);
    process.stderr.write(
      `  trace: ${slow.length} of ${requests.length} answers over ${SLOW_MS} ms; ` +
        `api loop stalls ${api.loopStalls.length} (max ${Math.max(0, ...api.loopStalls.map((s) => s.ms))} ms), ` +
        `collections over 5 ms ${api.collections.filter((gc) => gc.ms > 5).length}, ` +
        `api answers over 20 ms from arrival ${api.slowAnswers.length}\n${lines.join('\n')}\n` +
        `  trace written to ${this.path}\n`,
    );
  }
}
