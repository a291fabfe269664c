import { Module } from '@nestjs/common';
import { IntegrationSecretsModule } from '#domain/integration-secrets';
import { ProviderEventsModule } from '#domain/provider-events';
import { StorageModule, StripeWebhookModule } from '#integrations';
import { CalendlyWebhooksController } from './calendly-webhooks.controller.js';
import { PharmacyWebhooksController } from './pharmacy-webhooks.controller.js';
import { SendgridWebhooksController } from './sendgrid-webhooks.controller.js';
import { StripeWebhooksController } from './stripe-webhooks.controller.js';
import { TwilioWebhooksController } from './twilio-webhooks.controller.js';

/** Provider webhooks (/webhooks/…): verify, store once, enqueue, answer. Bodies are read raw (webhook-bodies.ts). */
@Module({
  imports: [ProviderEventsModule, StorageModule, IntegrationSecretsModule, StripeWebhookModule],
  controllers: [
    TwilioWebhooksController,
    SendgridWebhooksController,
    CalendlyWebhooksController,
    StripeWebhooksController,
    PharmacyWebhooksController,
  ],
})
export class WebhooksApiModule {}
