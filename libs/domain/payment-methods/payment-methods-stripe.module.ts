import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { ProviderEventsModule } from '#domain/provider-events';
import { PaymentsIntegrationModule } from '#integrations';
import { StripeCustomers } from './stripe-customers.js';
import { StripePaymentMethods } from './stripe-payment-methods.js';
import { StripeSetupHandler } from './stripe-setup.handler.js';
import { StripeSetupIntents } from './stripe-setup-intents.js';

const services = [StripeCustomers, StripeSetupIntents, StripePaymentMethods];
const paymentsQueue = BullModule.registerQueue({ name: QueueName.payments });

/**
 * The worker's Stripe side of saved cards: customers, SetupIntents, detaching, and the handler of Stripe's
 * setup_intent.succeeded events (it registers itself with the provider events).
 */
@Module({
  imports: [ProviderEventsModule, PaymentsIntegrationModule, paymentsQueue],
  providers: [...services, StripeSetupHandler],
  exports: services,
})
export class PaymentMethodsStripeModule {}
