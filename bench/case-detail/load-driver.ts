// A closed-loop load: `concurrency` clients each send the next request as soon as the previous answer
// is read, over kept-alive connections, for a fixed time. Plain node:http keeps the client's own cost
// low and equal for the api and the baseline.
import { Agent } from 'node:http';
import { type LoadTarget, post, type PostResult } from '../support/http-post.js';
import { elapsedMs } from '../support/stats.js';
import { fetchProcessUsage } from './process-usage.js';

export interface LoadRun {
  /** Latency of every request whose answer arrived within the measured window, in ms. */
  latenciesMs: number[];
  errors: number;
  elapsedMs: number;
  requestsPerSecond: number;
  /** CPU time the server process spent per answered request in the window, in ms. */
  serverCpuMsPerRequest: number;
  /** Time the server's main thread stood in garbage collection per answered request, in ms. */
  serverGcMsPerRequest: number;
}

/** An answer counts as an error unless it is HTTP 200 with data and no GraphQL errors. */
function isAnswered(result: PostResult): boolean {
  return result.status === 200 && !result.body.startsWith('{"errors"') && !result.body.includes('"errors":[');
}

/**
 * Runs `concurrency` clients against `target`: a warm-up that is not measured, then a window of
 * `durationMs` in which every answer that arrives is counted and timed (throughput is answers per second
 * of window). The server's CPU and GC time over the same window say what a request costs it, whatever
 * else the shared machine runs.
 */
export async function runClosedLoop(
  target: LoadTarget,
  options: { concurrency: number; durationMs: number; warmupMs: number; serverUsageUrl: string },
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latenciesMs: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopping = false;

  const client = async () => {
    while (!stopping) {
      const started = performance.now();
      const result = await post(target, agent).catch(() => undefined);
      if (!measuring) continue;
      if (result && isAnswered(result)) latenciesMs.push(elapsedMs(started));
      else errors += 1;
    }
  };

  const clients = Array.from({ length: options.concurrency }, client);
  await new Promise((resolve) => setTimeout(resolve, options.warmupMs));
  const usageAtStart = await fetchProcessUsage(options.serverUsageUrl);
  measuring = true;
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  measuring = false;
  const window = elapsedMs(windowStart);
  const usageAtEnd = await fetchProcessUsage(options.serverUsageUrl);
  stopping = true;
  await Promise.all(clients);
  agent.destroy();
  return {
    latenciesMs,
    errors,
    elapsedMs: window,
    requestsPerSecond: latenciesMs.length / (window / 1000),
    serverCpuMsPerRequest: (usageAtEnd.cpuMs - usageAtStart.cpuMs) / Math.max(1, latenciesMs.length),
    serverGcMsPerRequest: (usageAtEnd.gcMs - usageAtStart.gcMs) / Math.max(1, latenciesMs.length),
  };
}
