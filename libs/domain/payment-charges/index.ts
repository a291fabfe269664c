export { PaymentChargeEntity, PaymentChargeKind, PaymentChargeStatus } from './payment-charge.entity.js';
export { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';
export {
  ChargeFailureCode,
  COMPLETION_LINK_DAYS,
  PaymentChargeMessages,
  PaymentChargeRules,
} from './payment-charge-rules.js';
export { CHARGE_JOB_OPTIONS, chargeIdempotencyKey, chargeJobId } from './charge-jobs.js';
export { PaymentChargeRequests } from './payment-charge-requests.service.js';
export {
  type CompletionLinkState,
  type CompletionLinkView,
  CompletionPagesService,
  stateOf as completionLinkStateOf,
} from './completion-pages.service.js';
export {
  type ChargeAttemptOutcome,
  ChargeClaimedElsewhere,
  ChargeRunner,
  type ChargeRunResult,
} from './charge-runner.js';
export type { ClaimedCharge } from './charge-claims.js';
export { type ChargeFailure, type ChargeSuccess, ChargeSettlement } from './charge-settlement.js';
export { PaymentIntentSecrets } from './payment-intent-secrets.js';
export { ScheduledCharges } from './scheduled-charges.js';
export { PAYMENT_CHARGE_STRIPE_EVENTS, StripePaymentIntentHandler } from './stripe-payment-intent.handler.js';
export { PaymentChargesModule } from './payment-charges.module.js';
export { PaymentChargesStripeModule } from './payment-charges-stripe.module.js';
