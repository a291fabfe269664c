import { PaymentRules } from '#domain/payment-methods';
import { CasePaymentRules } from '#domain/payments';

/**
 * Spec 000 §6: "Tpasupport in the organization (and cvadmin): ... off-session payment". Others are refused with
 * the case's own message, as the other payment changes are.
 */
export const PaymentChargeRules = {
  offSession: CasePaymentRules.manage,
  /** initiatePayment: the employee for its own case (checked against the case's submitter), or payment staff. */
  pay: PaymentRules.setup,
} as const;

/** How long the link to complete a failed charge stays open. */
export const COMPLETION_LINK_DAYS = 7;

export const PaymentChargeMessages = {
  NOT_UNPAID: 'Only an unpaid payment can be charged',
  NO_EMPLOYEE: 'This case has no employee whose card could be charged',
  NO_CARD: 'The employee has no saved card to charge',
  UNDER_WAY: 'A charge of this payment is already under way',
  NO_PAYMENT_OF_AMOUNT: 'amount: this case has no unpaid payment of this amount',
  LINK_EXPIRED: 'This payment link has expired. Ask your case team for a new one.',
  LINK_USED: 'This payment has already been completed.',
  NOT_READY: 'The payment could not be started. Try again in a moment.',
  COMPLETION_TEXT:
    'We could not charge your saved card. Please complete your payment using this secure link (it expires in 7 days):',
} as const;

/** Our own failure codes, besides Stripe's (card_declined, authentication_required, …). */
export const ChargeFailureCode = {
  NO_SAVED_CARD: 'no_saved_card',
  PAYMENT_NOT_OPEN: 'payment_not_open',
} as const;
