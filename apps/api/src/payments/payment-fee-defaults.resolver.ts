import { Inject } from '@nestjs/common';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CasePaymentRules, CasePaymentsService } from '#domain/payments';
import { PaymentFees } from './payment.model.js';

/** What the payment dialog pre-fills: the organization's fees for a new payment of the amount typed. */
@Resolver()
export class PaymentFeeDefaultsResolver {
  constructor(@Inject(CasePaymentsService) private readonly payments: CasePaymentsService) {}

  @Query(() => PaymentFees, {
    description: 'The fees addCasePayment gives a payment of this amount on this case when the input names none',
  })
  @AllowedFor(CasePaymentRules.manage)
  defaultPaymentFees(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('amount', { type: () => Int, description: 'Cents' }) amount: number,
  ): Promise<PaymentFees> {
    return this.payments.defaultFees(principal, caseId, amount);
  }
}
