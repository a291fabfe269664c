// The benchmark's side of api-probe.ts (which only the api process loads).
import { SQL_COUNTER_PORT } from '../support/bench-env.js';

export const API_PROBE_PORT = SQL_COUNTER_PORT + 1;
/** The module `node --import` loads into the api, relative to the repository root. */
export const API_PROBE_MODULE = './dist/bench/cases-list/api-probe.js';

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

/** The statements the api sent while `work` ran (run it alone: the api records everything it sends). */
export async function captureSql(work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  await probe('/start', 'POST');
  // The recording is stopped whether or not the work succeeds, so the api never keeps recording.
  const outcome = await work().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const statements = (await probe('/stop', 'POST')) as CapturedStatement[];
  if (outcome) throw outcome.error;
  return statements;
}

/** CPU time (user and system) the api process has used since it started, in milliseconds. */
export async function apiCpuMs(): Promise<number> {
  return ((await probe('/cpu', 'GET')) as { cpuMs: number }).cpuMs;
}

async function probe(path: string, method: 'GET' | 'POST'): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${API_PROBE_PORT}${path}`, { method });
  return response.json();
}
