// Payments benchmark: N scheduled charges due at one minute, charged by the product's worker (the sweep opens
// each payment's attempt, claims the charges due in batches, calls the Stripe fake through the SDK, writes each
// payment PAID with its activity), against the bare SDK calls to the same fake in the same run, in alternating
// rounds (bare, product, product, bare, …); then the same again with the worker killed (SIGKILL) a third of the
// way through, checking every charge happened exactly once and none was lost. `--quick` for 1,000 instead of
// 5,000; `--rounds=N` rounds per side (default 3).
import { PAYMENTS_CONCURRENCY } from '../../apps/worker/src/payments/payments-concurrency.js';
import { StripeFake } from '../../test/support/fakes/stripe-fake.js';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { printTable, writeResult } from '../support/results.js';
import { bareCharges } from './bare-side.js';
import { checkExactlyOnce } from './exactly-once.js';
import { createPaymentsFixture, insertScheduledPayments, makeDue, removePaymentsFixture } from './fixture.js';
import { percentile } from '../support/stats.js';
import { ProductWorker, succeededCount, waitForAllCharged } from './product-side.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const TARGET_RATIO = 0.5;
const count = process.argv.includes('--quick') ? 1000 : 5000;
const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number >= 1');
const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);

await ensureBenchDatabase();
const pool = benchPool(4);
const stripe = new StripeFake();
const stripeUrl = await stripe.start();
const fixture = await createPaymentsFixture(pool, stripe);
const workers: ProductWorker[] = [];
try {
  workers.push(await ProductWorker.start(stripeUrl));
  const bareMs: number[] = [];
  const productMs: number[] = [];
  const latenessMs: number[] = [];
  const checks: Awaited<ReturnType<typeof checkExactlyOnce>>[] = [];
  const bareRound = async () => {
    const bare = await bareCharges(stripeUrl, stripe, count, PAYMENTS_CONCURRENCY);
    bareMs.push(bare.ms);
    say(`  bare round ${bareMs.length}: ${Math.round((count / bare.ms) * 1000)} charges/s`);
  };
  const productRound = async () => {
    const paymentIds = await insertScheduledPayments(pool, fixture, count);
    const dueAt = Date.now();
    await makeDue(pool, paymentIds);
    const span = await waitForAllCharged(pool, paymentIds);
    productMs.push(span.lastFinished - span.firstOpened);
    latenessMs.push(span.firstOpened - dueAt);
    checks.push(await checkExactlyOnce(pool, stripe, paymentIds));
    say(`  product round ${productMs.length}: ${Math.round((count / productMs.at(-1)!) * 1000)} charges/s`);
  };
  say(`${rounds} rounds per side of ${count} charges, ${PAYMENTS_CONCURRENCY} at once`);
  // bare, product, product, bare, …: a drift of the machine's load falls on both sides alike.
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      await bareRound();
      await productRound();
    } else {
      await productRound();
      await bareRound();
    }
  }
  const firstCheck = {
    lost: checks.reduce((sum, check) => sum + check.lost, 0),
    doubled: checks.reduce((sum, check) => sum + check.doubled, 0),
  };

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

  const median = (values: number[]) =>
    percentile(
      [...values].sort((x, y) => x - y),
      0.5,
    );
  const productRate = (count / median(productMs)) * 1000;
  const bareRate = (count / median(bareMs)) * 1000;
  const ratio = productRate / bareRate;
  const figures = {
    count,
    rounds,
    productChargesPerSecond: Math.round(productRate),
    bareChargesPerSecond: Math.round(bareRate),
    ratio: Math.round(ratio * 100) / 100,
    targetRatio: TARGET_RATIO,
    productRoundsChargesPerSecond: productMs.map((ms) => Math.round((count / ms) * 1000)),
    bareRoundsChargesPerSecond: bareMs.map((ms) => Math.round((count / ms) * 1000)),
    sweepLatenessMsMedian: Math.round(median(latenessMs)),
    lostOrDoubled: { timedRounds: firstCheck, afterKill: secondCheck },
    chargedAtKill: atKill,
    recoverySeconds: Math.round(recoveryMs / 100) / 10,
  };
  printTable('Payments: scheduled charges due at one minute', [
    { figure: 'product worker, median round (charges/s)', value: figures.productChargesPerSecond },
    { figure: 'bare SDK calls, median round (charges/s)', value: figures.bareChargesPerSecond },
    { figure: `ratio (target >= ${TARGET_RATIO})`, value: figures.ratio },
    { figure: 'product rounds (charges/s)', value: figures.productRoundsChargesPerSecond.join(', ') },
    { figure: 'bare rounds (charges/s)', value: figures.bareRoundsChargesPerSecond.join(', ') },
    { figure: 'due to first charge opened, median (ms)', value: figures.sweepLatenessMsMedian },
    { figure: 'lost / doubled, timed rounds', value: `${firstCheck.lost} / ${firstCheck.doubled}` },
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
