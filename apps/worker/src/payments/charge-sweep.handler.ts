import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CHARGE_JOB_OPTIONS, chargeJobId, ScheduledCharges } from '#domain/payment-charges';
import { QUEUE_OF_JOB, QueueName } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Charges handed to Redis per round trip. */
const BATCH = 1000;

/**
 * The charges job scheduler's run: opens the first attempt of scheduled payments now due, then enqueues every
 * attempt waiting, one job per payment and attempt (job id charge-{paymentId}-{attempt}: an attempt already
 * queued is not queued twice). Several workers may sweep at once: the insert and the job ids make it once.
 */
@Injectable()
export class ChargeSweepHandler implements JobHandler<'payments.charge-sweep'> {
  readonly jobName = 'payments.charge-sweep' as const;
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(ScheduledCharges) private readonly charges: ScheduledCharges,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  async handle(): Promise<void> {
    const opened = await this.charges.openDue();
    let queued = 0;
    let after: string | null = null;
    for (;;) {
      const waiting = await this.charges.waiting(BATCH, after);
      if (waiting.length === 0) break;
      if (QUEUE_OF_JOB['payments.charge'] !== this.queue.name) throw new Error('payments.charge is on another queue');
      await this.queue.addBulk(
        waiting.map((charge) => ({
          name: 'payments.charge',
          data: {
            organizationId: charge.organizationId,
            paymentId: charge.paymentId,
            chargeId: charge.id,
            attempt: charge.attempt,
          },
          opts: { jobId: chargeJobId(charge), ...CHARGE_JOB_OPTIONS },
        })),
      );
      queued += waiting.length;
      after = waiting[waiting.length - 1].id;
      if (waiting.length < BATCH) break;
    }
    if (opened > 0 || queued > 0) this.logger.log(`charges opened: ${opened}, handed to the queue: ${queued}`);
  }
}
