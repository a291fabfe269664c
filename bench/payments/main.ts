// Payments benchmark: N scheduled charges due at one minute, charged by the product's worker (the sweep opens
// each payment's attempt, one job per attempt, the charge claimed in the database, the SDK call to the
// Stripe fake, the payment PAID with its activity), against the bare SDK calls to the same fake in the same
// run; then the same again with the worker killed (SIGKILL) a third of the way through, checking every
// charge happened exactly once and none was lost. `--quick` for 1,000 instead of 5,000.
import { PAYMENTS_CONCURRENCY } from '../../apps/worker/src/payments/payments-concurrency.js';
import { StripeFake } from '../../test/support/fakes/stripe-fake.js';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { printTable, writeResult } from '../support/results.js';
import { bareCharges } from './bare-side.js';
import { checkExactlyOnce } from './exactly-once.js';
import { createPaymentsFixture, insertScheduledPayments, makeDue, removePaymentsFixture } from './fixture.js';
import { ProductWorker, succeededCount, waitForAllCharged } from './product-side.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const TARGET_RATIO = 0.5;
const count = process.argv.includes('--quick') ? 1000 : 5000;
const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);

await ensureBenchDatabase();
const pool = benchPool(4);
const stripe = new StripeFake();
const stripeUrl = await stripe.start();
const fixture = await createPaymentsFixture(pool, stripe);
const workers: ProductWorker[] = [];
try {
  say(`bare: ${count} SDK calls, ${PAYMENTS_CONCURRENCY} at once`);
  const bare = await bareCharges(stripeUrl, stripe, count, PAYMENTS_CONCURRENCY);

  say(`product: ${count} scheduled payments due now`);
  workers.push(await ProductWorker.start(stripeUrl));
  const first = await insertScheduledPayments(pool, fixture, count);
  const dueAt = Date.now();
  await makeDue(pool, first);
  const productMs = (await waitForAllCharged(pool, first)) - dueAt;
  const firstCheck = await checkExactlyOnce(pool, stripe, first);

  say(`product, killed mid-round: ${count} more due now`);
  const second = await insertScheduledPayments(pool, fixture, count);
  await makeDue(pool, second);
  while ((await succeededCount(pool, second)) < count / 3) await new Promise((resolve) => setTimeout(resolve, 50));
  await workers[0].kill();
  const atKill = await succeededCount(pool, second);
  say(`worker killed with ${atKill} of ${count} charged; a new worker takes over`);
  workers.push(await ProductWorker.start(stripeUrl));
  const killStarted = Date.now();
  await waitForAllCharged(pool, second);
  const recoveryMs = Date.now() - killStarted;
  const secondCheck = await checkExactlyOnce(pool, stripe, second);

  const productRate = (count / productMs) * 1000;
  const bareRate = (count / bare.ms) * 1000;
  const ratio = productRate / bareRate;
  const figures = {
    count,
    productChargesPerSecond: Math.round(productRate),
    bareChargesPerSecond: Math.round(bareRate),
    ratio: Math.round(ratio * 100) / 100,
    targetRatio: TARGET_RATIO,
    lostOrDoubled: { first: firstCheck, afterKill: secondCheck },
    chargedAtKill: atKill,
    recoverySeconds: Math.round(recoveryMs / 100) / 10,
  };
  printTable('Payments: scheduled charges due at one minute', [
    { figure: 'product worker (charges/s)', value: figures.productChargesPerSecond },
    { figure: 'bare SDK calls (charges/s)', value: figures.bareChargesPerSecond },
    { figure: `ratio (target >= ${TARGET_RATIO})`, value: figures.ratio },
    { figure: 'lost / doubled, first round', value: `${firstCheck.lost} / ${firstCheck.doubled}` },
    { figure: 'lost / doubled, worker killed', value: `${secondCheck.lost} / ${secondCheck.doubled}` },
    { figure: 'charged before the kill', value: atKill },
    { figure: 'rest charged after the kill (s)', value: figures.recoverySeconds },
  ]);
  say(`result written to ${writeResult('payments', figures)}`);
  const exact = [firstCheck, secondCheck].every((check) => check.lost === 0 && check.doubled === 0);
  process.exitCode = exact ? 0 : 1;
} finally {
  for (const worker of workers) await worker.stop();
  await removePaymentsFixture(pool, fixture);
  await stripe.stop();
  await pool.end();
}
