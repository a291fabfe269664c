export { PaymentInfoEntity } from './payment-info.entity.js';
export { PaymentSetupTokenEntity } from './payment-setup-token.entity.js';
export { IN_APP_SETUP_HOURS, PAYMENT_LINK_DAYS, PaymentRules, PaymentSetupMessages } from './payment-rules.js';
export {
  type PaymentLinkState,
  type PaymentLinkView,
  PaymentSetupService,
  type SendPaymentLinkInput,
  stateOf,
} from './payment-setup.service.js';
export { type ChargeableCard, PaymentInfoService, type SavedCard, savedCardOf } from './payment-info.service.js';
export { type SetupIntentResult, SetupIntentRequests } from './setup-intent-requests.js';
export { StripeCustomers } from './stripe-customers.js';
export { StripeSetupIntents } from './stripe-setup-intents.js';
export { StripePaymentMethods } from './stripe-payment-methods.js';
export { HANDLED_STRIPE_EVENTS, StripeSetupHandler } from './stripe-setup.handler.js';
export { PaymentMethodsModule } from './payment-methods.module.js';
export { PaymentMethodsStripeModule } from './payment-methods-stripe.module.js';
