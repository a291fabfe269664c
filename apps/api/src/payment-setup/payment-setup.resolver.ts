import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, Public } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { MessageChannel } from '#domain/case-messages';
import { OrganizationImagesService } from '#domain/organizations';
import { PaymentInfoService, PaymentRules, PaymentSetupService } from '#domain/payment-methods';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { paymentLinkPage } from './card-field-settings.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import {
  DeletePaymentInfoPayload,
  PaymentInfo,
  PaymentSetupLink,
  PaymentSetupPayload,
  SendPaymentInfoLinkPayload,
} from './payment-setup.model.js';

export const PAYMENT_INFO_DELETED = 'Payment information deleted';

/**
 * Card collection (spec 001 "Payments": initiatePaymentSetup, deletePaymentInfo, paymentInfoByUserId) and the
 * public payment-setup/{tokenId} page's operations. Stripe is called by the worker only.
 */
@Resolver()
export class PaymentSetupResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PaymentSetupService) private readonly setup: PaymentSetupService,
    @Inject(PaymentInfoService) private readonly info: PaymentInfoService,
    @Inject(OrganizationImagesService) private readonly images: OrganizationImagesService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  /** The signed-in employee (its own case) or payment staff start card collection; returns the SetupIntent secret. */
  @Mutation(() => PaymentSetupPayload)
  @AllowedFor(PaymentRules.setup)
  async initiatePaymentSetup(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<PaymentSetupPayload> {
    const paymentSecret = await this.setup.initiateForCase(principal, caseId);
    return { success: true, message: OPERATION_SUCCEEDED, paymentSecret };
  }

  /** Staff send the employee a single-use link to the payment page (paymentInfoStatus SENT_LINK). */
  @Mutation(() => SendPaymentInfoLinkPayload)
  @AllowedFor(PaymentRules.manage)
  async sendPaymentInfoLink(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('channel', { type: () => MessageChannel }) channel: MessageChannel,
    @Args('amountCents', { type: () => Int, nullable: true }) amountCents?: number | null,
  ): Promise<SendPaymentInfoLinkPayload> {
    const { result: caseRecord, ...recorded } = await withRecordedActivities(principal, () =>
      this.setup.sendLink(principal, { caseId, channel, amountCents }),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      caseId: caseRecord.id,
      paymentInfoStatus: caseRecord.paymentInfoStatus,
      ...recorded,
    };
  }

  /** Public: what the payment page shows for its link (rate-limited per client address). */
  @Query(() => PaymentSetupLink)
  @Public()
  async paymentSetupLink(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
  ): Promise<PaymentSetupLink> {
    await this.rateLimiter.consume('paymentSetupLink', context.clientIp);
    const view = await this.setup.link(tokenId);
    return paymentLinkPage(view, await this.images.address(view.organizationId, 'logo.png'), this.config);
  }

  /** Public: the payment page starts its link's SetupIntent; a used or expired link is refused and says so. */
  @Mutation(() => PaymentSetupPayload)
  @Public()
  async initiatePaymentSetupByLink(
    @Context() context: GraphqlContext,
    @Args('tokenId', { type: () => ID }) tokenId: string,
  ): Promise<PaymentSetupPayload> {
    await this.rateLimiter.consume('initiatePaymentSetupByLink', context.clientIp);
    const paymentSecret = await this.setup.initiateByLink(tokenId);
    return { success: true, message: OPERATION_SUCCEEDED, paymentSecret };
  }

  /** The employee's own saved card, or any employee's for payment staff; null when none is saved. */
  @Query(() => PaymentInfo, { nullable: true })
  @AllowedFor(PaymentRules.setup)
  paymentInfoByUserId(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<PaymentInfo | null> {
    return this.info.byUserId(principal, userId);
  }

  /** Forgets the saved card; the worker detaches it at Stripe. */
  @Mutation(() => DeletePaymentInfoPayload)
  @AllowedFor(PaymentRules.setup)
  async deletePaymentInfo(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<DeletePaymentInfoPayload> {
    const deleted = await this.info.delete(principal, userId);
    return { success: deleted, message: deleted ? PAYMENT_INFO_DELETED : 'No payment information is saved' };
  }
}
