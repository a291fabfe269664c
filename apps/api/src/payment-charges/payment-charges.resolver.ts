import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, Public } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { OrganizationImagesService } from '#domain/organizations';
import { CompletionPagesService, PaymentChargeRequests, PaymentChargeRules } from '#domain/payment-charges';
import { CasesService } from '#domain/cases';
import { toCaseModel } from '../cases/case.mapper.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { PaymentSetupLink, PaymentSetupPayload } from '../payment-setup/payment-setup.model.js';
import { toCasePayment } from '../payments/payment.mapper.js';
import { paymentLinkPage } from '../payment-setup/card-field-settings.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { toPaymentCharge } from './payment-charge.mapper.js';
import { MakeOffSessionPaymentPayload } from './payment-charge.model.js';

/**
 * makeOffSessionPayment (spec 001 "Payments"), and the public completion page of a charge that failed: its view
 * and the PaymentIntent secret its card field confirms. Stripe is called by the worker only.
 */
@Resolver()
export class PaymentChargesResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PaymentChargeRequests) private readonly requests: PaymentChargeRequests,
    @Inject(CompletionPagesService) private readonly pages: CompletionPagesService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(OrganizationImagesService) private readonly images: OrganizationImagesService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  /** Charges an UNPAID payment to the employee's saved card, off session: recorded now, charged by the worker. */
  @Mutation(() => MakeOffSessionPaymentPayload)
  @AllowedFor(PaymentChargeRules.offSession)
  async makeOffSessionPayment(
    @CurrentPrincipal() principal: Principal,
    @Args('paymentId', { type: () => ID }) paymentId: string,
  ): Promise<MakeOffSessionPaymentPayload> {
    const { result, ...recorded } = await withRecordedActivities(principal, () =>
      this.requests.requestOffSession(principal, paymentId),
    );
    const caseRecord = await this.cases.findVisible(principal, result.payment.caseId);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      payment: toCasePayment(result.payment, true),
      case: toCaseModel(caseRecord, principal),
      charge: toPaymentCharge(result.charge),
      ...recorded,
    };
  }

  /**
   * The signed-in employee pays `amount` (cents) on its own case (payment staff may start it too): the oldest
   * unpaid payment of that amount. Returns the PaymentIntent secret the card field confirms; made by the worker.
   */
  @Mutation(() => PaymentSetupPayload)
  @AllowedFor(PaymentChargeRules.pay)
  async initiatePayment(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('amount', { type: () => Int, description: 'Cents' }) amount: number,
  ): Promise<PaymentSetupPayload> {
    const paymentSecret = await this.requests.initiateForEmployee(principal, caseId, amount);
    return { success: true, message: OPERATION_SUCCEEDED, paymentSecret };
  }

  /** Public: what the completion page shows (the amount and the organization only; rate-limited per address). */
  @Query(() => PaymentSetupLink)
  @Public()
  async paymentCompletionLink(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
  ): Promise<PaymentSetupLink> {
    await this.rateLimiter.consume('paymentSetupLink', context.clientIp);
    const view = await this.pages.view(tokenId);
    return paymentLinkPage(view, await this.images.address(view.organizationId, 'logo.png'), this.config);
  }

  /** Public: the PaymentIntent secret of the failed charge, for the page's card field; refused once used or expired. */
  @Mutation(() => PaymentSetupPayload)
  @Public()
  async initiatePaymentByLink(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
  ): Promise<PaymentSetupPayload> {
    await this.rateLimiter.consume('initiatePaymentSetupByLink', context.clientIp);
    const paymentSecret = await this.pages.start(tokenId);
    return { success: true, message: OPERATION_SUCCEEDED, paymentSecret };
  }
}
