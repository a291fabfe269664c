// The product's pipeline: activities recorded and dispatched by the product's own code (ProductProducer)
// into the workflow queue, consumed by the product's worker process (apps/worker) with the SQL statement
// counter loaded and, when asked, a CPU profile covering the measured drains.
import { BENCH_ENV, SQL_COUNTER_PORT } from '../support/bench-env.js';
import { startNodeProcess, type WatchedProcess } from './child-process.js';
import type { QueueFixture } from './fixture.js';
import type { QueueBenchOptions } from './options.js';
import type { PipelineSide } from './pipeline-side.js';
import type { ProductProducer } from './product-producer.js';
import { PRODUCT_WORKER_CONCURRENCY } from './worker-concurrency.js';
import { workflowEventActivity } from './workflow-events.js';

export interface ProductSide extends PipelineSide {
  /** Statements the worker sent during the measured drains (the outbox relay's few included). */
  workerStatements(): number;
  /** Writes the CPU profile, if one runs, and stops the worker (once; later calls do nothing). */
  close(): Promise<void>;
}

/**
 * The product's worker as deployed (`node dist/apps/worker/src/main.js`, every queue), with the bench
 * SQL counter preloaded. No api runs in this benchmark, so the counter takes the api's counter port.
 */
function startProductWorker(options: QueueBenchOptions): WatchedProcess {
  const imports = ['./dist/bench/support/sql-counter.js'];
  if (options.cpuProfilePath) imports.push('./dist/bench/queue/cpu-profile-probe.js');
  return startNodeProcess(
    [...imports.flatMap((module) => ['--import', module]), 'dist/apps/worker/src/main.js'],
    {
      ...process.env,
      ...BENCH_ENV,
      WORKER_QUEUES: '',
      WORKFLOW_CONCURRENCY: String(PRODUCT_WORKER_CONCURRENCY),
      NO_UPDATE_NOTIFIER: '1',
      ...(options.cpuProfilePath ? { QUEUE_BENCH_CPU_PROFILE: options.cpuProfilePath } : {}),
    },
    'worker',
    { ipc: options.cpuProfilePath !== null },
  );
}

async function workerSqlStatements(reset: boolean): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${SQL_COUNTER_PORT}/`, { method: reset ? 'POST' : 'GET' });
  return ((await response.json()) as { statements: number }).statements;
}

export async function startProductSide(
  options: QueueBenchOptions,
  fixture: QueueFixture,
  producer: ProductProducer,
): Promise<ProductSide> {
  const worker = startProductWorker(options);
  try {
    await worker.waitForLine('worker ready');
  } catch (error) {
    await worker.stop();
    throw error;
  }
  // A run interrupted between a pause and its resume leaves the product's queue paused.
  await producer.workflowQueue.resume();
  let statements = 0;
  let profiling = false;
  let closed = false;
  return {
    name: 'product workflow',
    queue: producer.workflowQueue,
    produce: (index) => producer.produce(workflowEventActivity(index, fixture)),
    enqueueLatencies: () => producer.enqueueLatencies,
    resetLatencies: () => producer.resetLatencies(),
    workerCpuMs: () => worker.cpuMs(),
    async beforeResume() {
      await workerSqlStatements(true);
      // One profile across every measured drain: the baseline's rounds in between are idle samples.
      if (options.cpuProfilePath && !profiling) {
        await worker.request('cpu-profile:start', 'cpu-profile:started');
        profiling = true;
      }
    },
    async afterDrain() {
      statements += await workerSqlStatements(false);
    },
    workerStatements: () => statements,
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (profiling) await worker.request('cpu-profile:stop', 'cpu-profile:written');
      } finally {
        await producer.workflowQueue.resume();
        await worker.stop();
      }
    },
  };
}
