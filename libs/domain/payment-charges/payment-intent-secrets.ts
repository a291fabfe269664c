import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StripeClient } from '#integrations';
import type { JobResults } from '#events';
import { PaymentChargeEntity } from './payment-charge.entity.js';

/** Intent states the employee's card field can still confirm. */
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The client secret of a failed charge's PaymentIntent (worker only): the completion page confirms that very
 * intent with the employee's card, so completing it can never make a second charge of the attempt.
 */
@Injectable()
export class PaymentIntentSecrets {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
  ) {}

  async secretFor(organizationId: string, chargeId: string): Promise<JobResults['payments.payment-intent-secret']> {
    const charge = await this.dataSource.getRepository(PaymentChargeEntity).findOneBy({ id: chargeId, organizationId });
    if (!charge?.paymentIntentId) throw new Error(`charge ${chargeId} has no PaymentIntent`);
    const intent = await this.client.stripe.paymentIntents.retrieve(charge.paymentIntentId);
    if (!CONFIRMABLE.has(intent.status)) throw new Error(`PaymentIntent of charge ${chargeId} is ${intent.status}`);
    return { clientSecret: intent.client_secret! };
  }
}
