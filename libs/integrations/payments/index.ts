export { StripeClient } from './stripe-client.js';
export { STRIPE_WEBHOOK_TOLERANCE_SECONDS, StripeWebhookVerifier } from './stripe-webhook-verifier.js';
export { PaymentsIntegrationModule, StripeWebhookModule } from './payments.module.js';
