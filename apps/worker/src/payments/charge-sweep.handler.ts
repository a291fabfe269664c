import { Inject, Injectable, Logger } from '@nestjs/common';
import { ScheduledCharges } from '#domain/payment-charges';
import type { JobHandler } from '../job-handler.js';
import { DueCharges } from './due-charges.js';

/**
 * The charges job scheduler's run: opens the first attempt of scheduled payments now due, then charges every
 * attempt due (a first charge, a dunning retry whose day came, a staff request whose job was lost, a charge
 * whose worker died mid-call once its lease ran out). Several workers may sweep at once: the insert and the
 * claims make each charge once.
 */
@Injectable()
export class ChargeSweepHandler implements JobHandler<'payments.charge-sweep'> {
  readonly jobName = 'payments.charge-sweep' as const;
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(ScheduledCharges) private readonly charges: ScheduledCharges,
    @Inject(DueCharges) private readonly due: DueCharges,
  ) {}

  async handle(): Promise<void> {
    const opened = await this.charges.openDue();
    const tally = await this.due.chargeAll();
    if (opened > 0 || (tally && tally.succeeded + tally.settled + tally.unanswered > 0))
      this.logger.log(
        `charges opened: ${opened}` +
          (tally
            ? `, succeeded: ${tally.succeeded}, settled otherwise: ${tally.settled}, unanswered: ${tally.unanswered}`
            : ', charged by the run under way'),
      );
  }
}
