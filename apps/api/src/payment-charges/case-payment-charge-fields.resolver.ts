import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type PaymentChargeEntity, PaymentChargeRequests } from '#domain/payment-charges';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { seesPaymentMoney } from '../payments/payment.mapper.js';
import { CasePayment } from '../payments/payment.model.js';
import { toPaymentCharge } from './payment-charge.mapper.js';
import { PaymentCharge } from './payment-charge.model.js';

/** CasePayment.lastCharge, batched per request (one statement for every payment on the page). */
@Resolver(() => CasePayment)
export class CasePaymentChargeFieldsResolver {
  constructor(@Inject(PaymentChargeRequests) private readonly charges: PaymentChargeRequests) {}

  @ResolveField('lastCharge', () => PaymentCharge, {
    nullable: true,
    description:
      'The latest charge of the saved card (its failure reason when it failed); null when none, or unless the caller manages payments',
  })
  async lastCharge(
    @Parent() parent: CasePayment & { organizationId?: string },
    @Context() context: GraphqlContext,
  ): Promise<PaymentCharge | null> {
    const principal = requirePrincipal(context);
    // Only payment staff get the fees; the charge outcome goes with them.
    if (parent.totalCost === null) return null;
    const charge = await context.loaders
      .get<PaymentChargeEntity | null>('latestChargeByPayment', async (paymentIds) => {
        const found = await this.charges.latestByPaymentIds(paymentIds);
        return new Map(paymentIds.map((id) => [id, found.get(id) ?? null]));
      })
      .load(parent.id);
    if (!charge || !seesPaymentMoney(principal, charge)) return null;
    return toPaymentCharge(charge);
  }
}
