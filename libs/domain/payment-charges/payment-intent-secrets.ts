import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobResults } from '#events';
import { StripeCustomers } from '#domain/payment-methods';
import { CasePaymentEntity } from '#domain/payments';
import { StripeClient } from '#integrations';
import { chargeIdempotencyKey } from './charge-jobs.js';
import { PaymentChargeEntity, PaymentChargeKind } from './payment-charge.entity.js';

/** Intent states the employee's card field can still confirm. */
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The client secret of a charge's PaymentIntent (worker only), for the employee's card field: a failed
 * off-session charge's own intent (its completion page), or the intent of an on-session charge, made here
 * once (the attempt's idempotency key; its id kept on the charge). Confirming that very intent can never make
 * a second charge of the attempt.
 */
@Injectable()
export class PaymentIntentSecrets {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
    @Inject(StripeCustomers) private readonly customers: StripeCustomers,
  ) {}

  async secretFor(organizationId: string, chargeId: string): Promise<JobResults['payments.payment-intent-secret']> {
    const charges = this.dataSource.getRepository(PaymentChargeEntity);
    const charge = await charges.findOneBy({ id: chargeId, organizationId });
    if (!charge) throw new Error(`charge ${chargeId} not found in its organization`);
    const stripe = this.client.stripe;
    if (!charge.paymentIntentId && charge.kind === PaymentChargeKind.ON_SESSION) {
      const payment = await this.dataSource.getRepository(CasePaymentEntity).findOneByOrFail({ id: charge.paymentId });
      const employeeId = await this.employeeOf(charge);
      const { stripeCustomerId } = await this.customers.ensure(organizationId, employeeId);
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.amount,
          currency: payment.currency,
          customer: stripeCustomerId,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: {
            organizationId,
            caseId: charge.caseId,
            paymentId: charge.paymentId,
            chargeId: charge.id,
            attempt: String(charge.attempt),
          },
        },
        { idempotencyKey: chargeIdempotencyKey(charge) },
      );
      await charges.update({ id: charge.id }, { paymentIntentId: intent.id });
      return { clientSecret: intent.client_secret! };
    }
    if (!charge.paymentIntentId) throw new Error(`charge ${chargeId} has no PaymentIntent`);
    const intent = await stripe.paymentIntents.retrieve(charge.paymentIntentId);
    if (!CONFIRMABLE.has(intent.status)) throw new Error(`PaymentIntent of charge ${chargeId} is ${intent.status}`);
    return { clientSecret: intent.client_secret! };
  }

  private async employeeOf(charge: PaymentChargeEntity): Promise<string> {
    const [row] = await this.dataSource.query<{ submitter_id: string | null }[]>(
      `SELECT submitter_id FROM case_record WHERE id = $1 AND organization_id = $2`,
      [charge.caseId, charge.organizationId],
    );
    if (!row?.submitter_id) throw new Error(`the case of charge ${charge.id} has no employee`);
    return row.submitter_id;
  }
}
