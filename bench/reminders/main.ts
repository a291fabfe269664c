// Reminders benchmark: N pending reminders due at one minute, the product's sweep (rows in PostgreSQL,
// one job scheduler) against bare BullMQ delayed jobs (one job per reminder) in the same run: Redis
// memory, time to schedule, lateness at the due minute, then half cancelled and none of them firing.
// `--quick` for 10,000 instead of 100,000; `--count=N` for another size.
import { Redis } from 'ioredis';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import { BareSide } from './bare-side.js';
import { nextDueMinute } from './due-minute.js';
import { createRemindersFixture, removeRemindersFixture } from './fixture.js';
import { parseOptions } from './options.js';
import { ProductSide } from './product-side.js';
import { reportRemindersBench } from './report.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const options = parseOptions();
await ensureBenchDatabase();
const pool = benchPool(4);
const redis = new Redis(BENCH_ENV.REDIS_URL, { maxRetriesPerRequest: null });
const fixture = await createRemindersFixture(pool);
let product: ProductSide | undefined;
let bare: BareSide | undefined;
try {
  product = await ProductSide.start();
  bare = await BareSide.start(redis);
  const plan = (cancelHalf: boolean) => ({ count: options.count, dueAt: nextDueMinute(options.leadMs), cancelHalf });
  const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);
  say('bare: all fire');
  const bareFire = await bare.round(redis, plan(false), 'fire');
  say('product: all fire');
  const productFire = await product.round(pool, redis, fixture, plan(false));
  say('product: half cancelled');
  const productCancel = await product.round(pool, redis, fixture, plan(true));
  say('bare: half cancelled');
  const bareCancel = await bare.round(redis, plan(true), 'cancel');
  const correct = reportRemindersBench(
    options,
    { fire: productFire, cancel: productCancel, notices: await product.notices(pool, fixture) },
    { fire: bareFire, cancel: bareCancel },
  );
  process.exitCode = correct ? 0 : 1;
} finally {
  await product?.stop();
  await bare?.stop();
  await removeRemindersFixture(pool, fixture);
  await pool.end();
  await redis.quit();
}
