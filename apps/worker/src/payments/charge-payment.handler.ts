import { Inject, Injectable, Logger } from '@nestjs/common';
import { ChargeRunner } from '#domain/payment-charges';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Charges one attempt of a payment to the employee's saved card; safe to run twice (the charge row is the claim). */
@Injectable()
export class ChargePaymentHandler implements JobHandler<'payments.charge'> {
  readonly jobName = 'payments.charge' as const;
  private readonly logger = new Logger('PaymentCharges');

  constructor(@Inject(ChargeRunner) private readonly runner: ChargeRunner) {}

  async handle(payload: JobPayloads['payments.charge']): Promise<void> {
    const result = await this.runner.run(payload.chargeId);
    this.logger.log(`Charge ${payload.chargeId} (attempt ${payload.attempt}): ${result}`);
  }
}
