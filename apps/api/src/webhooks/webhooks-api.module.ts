import { Module } from '@nestjs/common';
import { ProviderEventsModule } from '#domain/provider-events';
import { StorageModule } from '#integrations';
import { SendgridWebhooksController } from './sendgrid-webhooks.controller.js';
import { TwilioWebhooksController } from './twilio-webhooks.controller.js';

/** Provider webhooks (/webhooks/…): verify, store once, enqueue, answer. Bodies are read raw (webhook-bodies.ts). */
@Module({
  imports: [ProviderEventsModule, StorageModule],
  controllers: [TwilioWebhooksController, SendgridWebhooksController],
})
export class WebhooksApiModule {}
