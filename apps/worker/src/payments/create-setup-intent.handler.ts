import { Inject, Injectable } from '@nestjs/common';
import { StripeSetupIntents } from '#domain/payment-methods';
import type { JobPayloads, JobResults } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Makes (or finds) a payment setup token's SetupIntent; the api request awaiting it receives the client secret. */
@Injectable()
export class CreateSetupIntentHandler implements JobHandler<'payments.create-setup-intent'> {
  readonly jobName = 'payments.create-setup-intent' as const;

  constructor(@Inject(StripeSetupIntents) private readonly setupIntents: StripeSetupIntents) {}

  handle(payload: JobPayloads['payments.create-setup-intent']): Promise<JobResults['payments.create-setup-intent']> {
    return this.setupIntents.create(payload.organizationId, payload.tokenId);
  }
}
