import { Inject, Injectable } from '@nestjs/common';
import { PaymentIntentSecrets } from '#domain/payment-charges';
import type { JobPayloads, JobResults } from '#events';
import type { JobHandler } from '../job-handler.js';

/** The client secret of a failed charge's PaymentIntent; the completion page's request awaits it. */
@Injectable()
export class PaymentIntentSecretHandler implements JobHandler<'payments.payment-intent-secret'> {
  readonly jobName = 'payments.payment-intent-secret' as const;

  constructor(@Inject(PaymentIntentSecrets) private readonly secrets: PaymentIntentSecrets) {}

  handle(
    payload: JobPayloads['payments.payment-intent-secret'],
  ): Promise<JobResults['payments.payment-intent-secret']> {
    return this.secrets.secretFor(payload.organizationId, payload.chargeId);
  }
}
