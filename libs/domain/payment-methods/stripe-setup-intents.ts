import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StripeClient } from '#integrations';
import { PaymentSetupTokenEntity } from './payment-setup-token.entity.js';
import { stateOf } from './payment-setup.service.js';
import type { SetupIntentResult } from './setup-intent-requests.js';
import { StripeCustomers } from './stripe-customers.js';

/**
 * Makes the SetupIntent of a payment setup token (worker only): for the employee's customer, for later
 * off-session use, with the token's ids as metadata (the webhook handler finds the token by them). The token
 * id is the idempotency key and the intent's id is kept on the token, so a retried or repeated request gets
 * the same SetupIntent.
 */
@Injectable()
export class StripeSetupIntents {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
    @Inject(StripeCustomers) private readonly customers: StripeCustomers,
  ) {}

  async create(organizationId: string, tokenId: string): Promise<SetupIntentResult> {
    const tokens = this.dataSource.getRepository(PaymentSetupTokenEntity);
    const token = await tokens.findOneBy({ id: tokenId, organizationId });
    if (!token) throw new Error(`payment setup token ${tokenId} not found in its organization`);
    if (stateOf(token) !== 'OPEN') throw new Error(`payment setup token ${tokenId} is ${stateOf(token)}`);
    const stripe = this.client.stripe;
    if (token.setupIntentId) {
      const existing = await stripe.setupIntents.retrieve(token.setupIntentId);
      return { clientSecret: existing.client_secret! };
    }
    const { stripeCustomerId } = await this.customers.ensure(organizationId, token.userId);
    const intent = await stripe.setupIntents.create(
      {
        customer: stripeCustomerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { organizationId, caseId: token.caseId, userId: token.userId, tokenId: token.id },
      },
      { idempotencyKey: `setup-intent-${token.id}` },
    );
    await tokens.update({ id: token.id }, { setupIntentId: intent.id });
    return { clientSecret: intent.client_secret! };
  }
}
