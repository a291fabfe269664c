// Figures of a run: the JSON result and the console summary, product against bare BullMQ.
import { printTable, writeResult } from '../support/results.js';
import { type LatencySummary, ratio } from '../support/stats.js';
import type { QueueBenchOptions } from './options.js';
import type { SideFigures } from './run-rounds.js';
import { PRODUCT_WORKER_CONCURRENCY } from './worker-concurrency.js';

/** The target: the workflow pipeline at least 32% of bare BullMQ's throughput. */
const MINIMUM_RATIO = 0.32;

export interface ProductFigures extends SideFigures {
  /** The whole change per event: transaction, two publishes, enqueue, dispatched mark. */
  eventLatency: LatencySummary;
  /** Statements the worker sent during the drains, per job (the outbox relay's few included). */
  workerSqlPerJob: number;
  /** Measured activities carrying the dispatched mark in PostgreSQL after the drains. */
  dispatchedInDatabase: number;
}

function sideRow(side: string, figures: SideFigures, workerSqlPerJob: number | string) {
  return {
    side,
    completed: figures.completed,
    'failed+lost': figures.failed + figures.missing,
    'jobs/s': figures.jobsPerSecond,
    'per round': figures.roundJobsPerSecond.join(' '),
    'drain s': figures.drainSeconds,
    'worker CPU µs/job': figures.workerCpuPerJobUs,
    'enqueue p50 ms': figures.enqueue.p50Ms,
    'p95 ms': figures.enqueue.p95Ms,
    'p99 ms': figures.enqueue.p99Ms,
    'produced/s': figures.producedPerSecond,
    'worker SQL/job': workerSqlPerJob,
  };
}

export function reportQueueBench(options: QueueBenchOptions, product: ProductFigures, bare: SideFigures): void {
  const throughputRatio = ratio(product.jobsPerSecond, bare.jobsPerSecond);
  const enqueueP99Ratio = ratio(product.enqueue.p99Ms, bare.enqueue.p99Ms);
  const lost = product.failed + product.missing;
  const path = writeResult('queue', {
    options: { ...options, workerConcurrency: PRODUCT_WORKER_CONCURRENCY },
    events: 'FORM_ANSWERED (ADD_FORM_RESPONSE) and DECISION_ADDED (ADD_DECISION), alternating',
    effect:
      'the job completed in the workflow queue (jobId = activity id) after the processor loaded the activity ' +
      'and resolved its trigger; the activity carries dispatched_at and workflow_done_at in PostgreSQL',
    product,
    bare,
    ratios: {
      jobsPerSecond: throughputRatio,
      enqueueP99: enqueueP99Ratio,
      workerCpuPerJob: ratio(product.workerCpuPerJobUs, bare.workerCpuPerJobUs),
    },
    targets: {
      minimumThroughputRatio: MINIMUM_RATIO,
      throughputMet: throughputRatio >= MINIMUM_RATIO,
      nothingLost: lost === 0 && product.dispatchedInDatabase === product.jobs,
    },
  });

  printTable(
    `Job pipeline: ${options.count} events per side in ${options.rounds} rounds, ${options.producers} producers, ` +
      `worker concurrency ${PRODUCT_WORKER_CONCURRENCY}`,
    [sideRow('product workflow', product, product.workerSqlPerJob), sideRow('bare BullMQ no-op', bare, '-')],
  );
  printTable('Product change per event (transaction, publishes, enqueue, dispatched mark)', [
    {
      'p50 ms': product.eventLatency.p50Ms,
      'p95 ms': product.eventLatency.p95Ms,
      'p99 ms': product.eventLatency.p99Ms,
      'dispatched in PostgreSQL': `${product.dispatchedInDatabase}/${product.jobs}`,
    },
  ]);
  printTable('Against the baseline', [
    {
      figure: 'jobs/s, product / bare',
      value: throughputRatio,
      target: `>= ${MINIMUM_RATIO}`,
      met: throughputRatio >= MINIMUM_RATIO,
    },
    { figure: 'enqueue p99, product / bare', value: enqueueP99Ratio, target: '-', met: '-' },
    {
      figure: 'worker CPU per job, product / bare',
      value: ratio(product.workerCpuPerJobUs, bare.workerCpuPerJobUs),
      target: '-',
      met: '-',
    },
    { figure: 'jobs lost or failed', value: lost, target: '0', met: lost === 0 },
  ]);
  const foreign = product.foreignJobs + bare.foreignJobs;
  if (foreign > 0)
    process.stdout.write(`\n  note: ${foreign} jobs of other work were still queued when rounds began\n`);
  process.stdout.write(`\n  written to ${path}\n`);
}
