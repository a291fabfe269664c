import { Module } from '@nestjs/common';
import { PartnerWebhooksModule } from '#domain/partner-webhooks';
import { DeliverWebhookHandler } from './deliver-webhook.handler.js';
import { PartnerWebhooksProcessor } from './partner-webhooks.processor.js';
import { WebhookSweepHandler } from './webhook-sweep.handler.js';
import { WebhookSweepSchedule } from './webhook-sweep.schedule.js';

/** Consumes the partner-webhooks queue (registered by the partner-webhooks area). */
@Module({
  imports: [PartnerWebhooksModule],
  providers: [DeliverWebhookHandler, WebhookSweepHandler, WebhookSweepSchedule, PartnerWebhooksProcessor],
})
export class PartnerWebhooksWorkerModule {}
