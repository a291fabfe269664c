// Job pipeline benchmark: FORM_ANSWERED and DECISION_ADDED events through the product's workflow queue
// (recorded and dispatched by the product's code, processed by the product's worker process) against a
// bare BullMQ Queue and no-op Worker in the same run. `--quick` for a short development run.
import { Redis } from 'ioredis';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import { round, summarize } from '../support/stats.js';
import { type BareSide, startBareSide } from './bare-baseline.js';
import { countDispatched, countUndispatched, createQueueFixture, removeQueueFixture } from './fixture.js';
import { removeQueuedJobsOf } from './leftover-jobs.js';
import { parseOptions } from './options.js';
import { type ProductSide, startProductSide } from './product-pipeline.js';
import { ProductProducer } from './product-producer.js';
import { reportQueueBench } from './report.js';
import { runRounds } from './run-rounds.js';
import { assertTriggers } from './workflow-events.js';

// Interrupted, leave through process exit, where the workers this benchmark started are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const options = parseOptions();
assertTriggers();
await ensureBenchDatabase();
const pool = benchPool(2);
const redis = new Redis(BENCH_ENV.REDIS_URL, { maxRetriesPerRequest: null });
const undispatched = await countUndispatched(pool);
if (undispatched > 0) {
  process.stderr.write(
    `note: ${undispatched} activities await the outbox relay; their jobs will run beside the measured ones\n`,
  );
}
const fixture = await createQueueFixture(pool);
const producer = await ProductProducer.start();
let bare: BareSide | undefined;
let product: ProductSide | undefined;
try {
  bare = await startBareSide(fixture, producer.workflowQueue.defaultJobOptions);
  product = await startProductSide(options, fixture, producer);
  const runs = await runRounds(bare, product, redis, options);
  await product.close();
  reportQueueBench(
    options,
    {
      ...runs.product.figures,
      eventLatency: summarize(producer.eventLatencies),
      workerSqlPerJob: round(product.workerStatements() / Math.max(runs.product.figures.completed, 1)),
      dispatchedInDatabase: await countDispatched(pool, fixture, runs.product.jobIds),
    },
    runs.baseline.figures,
  );
  if (options.cpuProfilePath) process.stdout.write(`  worker CPU profile: ${options.cpuProfilePath}\n`);
} finally {
  await product?.close();
  await bare?.close();
  const leftover = await removeQueuedJobsOf(producer.workflowQueue, fixture.organizationId);
  if (leftover > 0) process.stderr.write(`Removed ${leftover} unfinished jobs of the benchmark's organization\n`);
  await producer.close();
  await removeQueueFixture(pool, fixture);
  await pool.end();
  await redis.quit();
}
