import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { OrganizationImagesService } from '#domain/organizations';
import { PaymentRules } from '#domain/payment-methods';
import { AbandonedCartOutcome, AbandonedCarts, SignUpPaymentViews } from '#domain/sign-up-payments';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { cardFieldSettings } from '../payment-setup/card-field-settings.js';
import { HandleAbandonedCartPayload, SignUpPayment } from './sign-up-payments.model.js';

const OUTCOME_MESSAGES: Record<AbandonedCartOutcome, string> = {
  [AbandonedCartOutcome.REMINDER_SENT]: 'A reminder with a new payment link was sent',
  [AbandonedCartOutcome.CARD_SUBMITTED]: 'Payment information has already been submitted for this case',
  [AbandonedCartOutcome.MAX_REMINDERS_SENT]: 'Every abandoned-cart reminder has been sent for this case',
  [AbandonedCartOutcome.NOT_DUE]: 'The next abandoned-cart reminder is not due yet',
  [AbandonedCartOutcome.NOT_A_PAYMENT_SIGN_UP]: 'This case did not come from a sign-up with payment',
};

/** Payment sign-ups: the card collection after the eligibility form, and handleAbandonedCart (spec 001 "Payments"). */
@Resolver()
export class SignUpPaymentsResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SignUpPaymentViews) private readonly views: SignUpPaymentViews,
    @Inject(AbandonedCarts) private readonly carts: AbandonedCarts,
    @Inject(OrganizationImagesService) private readonly images: OrganizationImagesService,
  ) {}

  /** The case's own employee (or payment staff): what the sign-up's card collection shows; NOT_FOUND for other cases. */
  @Query(() => SignUpPayment)
  @AllowedFor(PaymentRules.setup)
  async signUpPayment(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<SignUpPayment> {
    const view = await this.views.forCase(principal, caseId);
    return {
      caseId: view.caseId,
      organizationName: view.organizationName,
      logoUrl: await this.images.address(view.organizationId, 'logo.png'),
      primaryColor: view.primaryColor,
      amountCents: view.amountCents,
      currency: view.currency,
      paymentSuccessMessage: view.paymentSuccessMessage,
      paymentInfoStatus: view.paymentInfoStatus,
      ...cardFieldSettings(this.config),
    };
  }

  /**
   * CV Admin and TPA Support: runs the abandoned-cart handling of one case now, as the worker's sweep would
   * (a reminder with a fresh link when one is due), and answers what it did.
   */
  @Mutation(() => HandleAbandonedCartPayload)
  @AllowedFor(PaymentRules.manage)
  async handleAbandonedCart(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<HandleAbandonedCartPayload> {
    const { result, ...recorded } = await withRecordedActivities(principal, () =>
      this.carts.handleForStaff(principal, caseId),
    );
    return {
      success: result.outcome === AbandonedCartOutcome.REMINDER_SENT,
      message: OUTCOME_MESSAGES[result.outcome],
      caseId: result.caseRecord.id,
      outcome: result.outcome,
      remindersSent: result.remindersSent,
      paymentInfoStatus: result.caseRecord.paymentInfoStatus,
      ...recorded,
    };
  }
}
