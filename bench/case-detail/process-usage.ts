// What a server process has spent so far: CPU time (user + system, every thread) and the time its main
// thread stood in garbage collection. Measured inside the api (api-probe.ts) and the baseline alike, read
// by the load driver at the edges of each measured window.
import { PerformanceObserver } from 'node:perf_hooks';

export interface ProcessUsage {
  cpuMs: number;
  gcMs: number;
}

/** Starts counting garbage-collection pauses and answers a reader of the process's usage so far. */
export function trackProcessUsage(): () => ProcessUsage {
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
  return () => {
    const { user, system } = process.cpuUsage();
    return { cpuMs: (user + system) / 1000, gcMs };
  };
}

/** Reads a server's usage from its `/usage` endpoint. */
export async function fetchProcessUsage(url: string): Promise<ProcessUsage> {
  return (await (await fetch(url)).json()) as ProcessUsage;
}
