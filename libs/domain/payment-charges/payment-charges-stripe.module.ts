import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CaseMessagesModule } from '#domain/case-messages';
import { PaymentMethodsModule, PaymentMethodsStripeModule } from '#domain/payment-methods';
import { ProviderEventsModule } from '#domain/provider-events';
import { PaymentsIntegrationModule } from '#integrations';
import { ChargeRunner } from './charge-runner.js';
import { ChargeSettlement } from './charge-settlement.js';
import { CompletionLinks } from './completion-links.js';
import { PaymentIntentSecrets } from './payment-intent-secrets.js';
import { ScheduledCharges } from './scheduled-charges.js';
import { StripePaymentIntentHandler } from './stripe-payment-intent.handler.js';

const services = [ChargeRunner, ChargeSettlement, CompletionLinks, PaymentIntentSecrets, ScheduledCharges];
const paymentsQueue = BullModule.registerQueue({ name: QueueName.payments });

/**
 * The worker's side of charges: the runner that charges an attempt, the settlement of its outcome, the sweep's
 * queries, and the handler of Stripe's PaymentIntent events (it registers itself with the provider events).
 */
@Module({
  imports: [
    ProviderEventsModule,
    PaymentsIntegrationModule,
    PaymentMethodsModule,
    PaymentMethodsStripeModule,
    CaseMessagesModule,
    paymentsQueue,
  ],
  providers: [...services, StripePaymentIntentHandler],
  exports: [...services, paymentsQueue],
})
export class PaymentChargesStripeModule {}
