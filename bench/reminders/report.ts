// Figures of a run: the JSON result and the console summary, the product's sweep against bare BullMQ
// delayed jobs.
import { printTable, writeResult } from '../support/results.js';
import { ratio, round } from '../support/stats.js';
import { BARE_WORKER_CONCURRENCY } from './bare-side.js';
import type { RemindersBenchOptions } from './options.js';
import type { RoundFigures } from './round.js';

export interface SideRounds {
  /** Every reminder fires at the due minute. */
  fire: RoundFigures;
  /** Every other reminder is cancelled before the due minute. */
  cancel: RoundFigures;
}

const row = (side: string, round: string, figures: RoundFigures) => ({
  side,
  round,
  scheduled: figures.scheduled,
  'schedule s': round2(figures.scheduleMs / 1000),
  'Redis keys': figures.redisKeys,
  'Redis key MB': round2(figures.redisKeyBytes / 2 ** 20),
  'used_memory Δ MB': round2(figures.redisUsedMemoryDelta / 2 ** 20),
  fired: figures.fired,
  'late p50 ms': figures.late.p50Ms,
  'p99 ms': figures.late.p99Ms,
  'max ms': figures.late.maxMs,
  cancelled: figures.cancelled,
  'cancel s': round2(figures.cancelMs / 1000),
  'cancelled fired': figures.cancelledFired,
});

const round2 = (value: number) => round(value, 2);

export function reportRemindersBench(
  options: RemindersBenchOptions,
  product: SideRounds & { notices: number },
  bare: SideRounds,
): boolean {
  const ratios = {
    redisKeyBytes: ratio(product.fire.redisKeyBytes, bare.fire.redisKeyBytes),
    scheduleTime: ratio(product.fire.scheduleMs, bare.fire.scheduleMs),
    lateP99: ratio(product.fire.late.p99Ms, bare.fire.late.p99Ms),
  };
  const correct =
    product.fire.fired === product.fire.scheduled &&
    product.cancel.fired === product.cancel.scheduled - product.cancel.cancelled &&
    product.cancel.cancelledFired === 0 &&
    product.notices === product.fire.fired + product.cancel.fired;
  const path = writeResult('reminders', {
    options,
    product: {
      ...product,
      how:
        'visits (calendar_event rows) due at one minute, the product worker (WORKER_QUEUES=reminders) sweeping ' +
        'every minute at the minute; schedule = inserting the rows; fired = reminder_sent mark committed ' +
        '(polled every 250 ms), with the employee notice in the same transaction; cancel = canceled_at set',
    },
    bare: {
      ...bare,
      how:
        `one BullMQ delayed job per reminder (addBulk of 1,000, delay to the due minute), a no-op Worker at ` +
        `concurrency ${BARE_WORKER_CONCURRENCY} in a process of its own; fired = finishedOn; cancel = job.remove`,
    },
    ratios,
    correct,
  });
  printTable(`Reminders: ${options.count.toLocaleString('en-US')} pending per round, product sweep vs bare BullMQ`, [
    row('product', 'all fire', product.fire),
    row('bare', 'all fire', bare.fire),
    row('product', 'half cancelled', product.cancel),
    row('bare', 'half cancelled', bare.cancel),
  ]);
  printTable('Ratios (product / bare)', [
    { figure: 'Redis bytes of the pending reminders', ratio: ratios.redisKeyBytes },
    { figure: 'time to schedule', ratio: ratios.scheduleTime },
    { figure: 'lateness p99 at the due minute', ratio: ratios.lateP99 },
  ]);
  process.stdout.write(
    `\n  notices written by the product: ${product.notices}; cancelled that fired: product ` +
      `${product.cancel.cancelledFired}, bare ${bare.cancel.cancelledFired}\n  ${correct ? 'correct' : 'NOT CORRECT'}` +
      ` - figures in ${path}\n`,
  );
  return correct;
}
