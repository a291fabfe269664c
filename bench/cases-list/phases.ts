// The benchmark's phases (one target on one page at one number of clients), each measured in slices that
// are interleaved with the other phases', and what the api itself spent on its phases: SQL statements
// (from the statement counter) and CPU time (from the api probe) per request.
import type { ApiStack } from '../support/api-stack.js';
import { round } from '../support/stats.js';
import { apiCpuMs } from './api-probe-client.js';
import { type LoadResult, type LoadSlice, runLoad, summarizeSlices } from './load.js';

export interface PhaseOptions {
  /** Measured seconds of one slice. */
  seconds: number;
  warmupSeconds: number;
}

export interface ApiCost {
  statementsPerRequest: number;
  cpuMsPerRequest: number;
}

export class Phases {
  private readonly slices = new Map<string, LoadSlice[]>();
  private readonly apiCounters = new Map<string, { requests: number; statements: number; cpuMs: number }>();

  constructor(
    private readonly stack: ApiStack,
    private readonly options: PhaseOptions,
  ) {}

  /** Measures one slice of the phase `key`. */
  async measure(key: string, clients: number, request: () => Promise<unknown>): Promise<void> {
    this.add(key, await runLoad({ clients, ...this.options }, request));
  }

  /** Measures one slice of an api phase, with the api's statements and CPU time over its measured window. */
  async measureApi(key: string, clients: number, request: () => Promise<unknown>): Promise<void> {
    let cpuBefore = 0;
    const slice = await runLoad(
      {
        clients,
        ...this.options,
        beforeMeasuring: async () => {
          await this.stack.sqlStatements({ reset: true });
          cpuBefore = await apiCpuMs();
        },
      },
      request,
    );
    const cpuMs = (await apiCpuMs()) - cpuBefore;
    const statements = await this.stack.sqlStatements();
    const counters = this.apiCounters.get(key) ?? { requests: 0, statements: 0, cpuMs: 0 };
    counters.requests += slice.latenciesMs.length + slice.errors;
    counters.statements += statements;
    counters.cpuMs += cpuMs;
    this.apiCounters.set(key, counters);
    this.add(key, slice);
  }

  result(key: string): LoadResult {
    return summarizeSlices(this.slices.get(key) ?? []);
  }

  apiCost(key: string): ApiCost {
    const counters = this.apiCounters.get(key) ?? { requests: 0, statements: 0, cpuMs: 0 };
    const requests = Math.max(1, counters.requests);
    return {
      statementsPerRequest: round(counters.statements / requests, 1),
      cpuMsPerRequest: round(counters.cpuMs / requests),
    };
  }

  private add(key: string, slice: LoadSlice): void {
    this.slices.set(key, [...(this.slices.get(key) ?? []), slice]);
  }
}
