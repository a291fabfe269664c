import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { PartnerWebhooksService } from './partner-webhooks.service.js';
import { WebhookDeliveryClaims } from './webhook-delivery-claims.service.js';
import { WebhookPayloadBuilder } from './webhook-payload.service.js';
import { WebhookSender } from './webhook-sender.service.js';

const partnerWebhooksQueue = BullModule.registerQueue({ name: QueueName.partnerWebhooks });

/**
 * Partner webhooks: case events posted, signed, to a partner's webhookUrl. The api lists deliveries, replays
 * them and issues the signing secret (producing to the partner-webhooks queue); the worker sends them.
 */
@Module({
  imports: [partnerWebhooksQueue],
  providers: [PartnerWebhooksService, WebhookPayloadBuilder, WebhookSender, WebhookDeliveryClaims],
  exports: [PartnerWebhooksService, WebhookSender, WebhookDeliveryClaims, partnerWebhooksQueue],
})
export class PartnerWebhooksModule {}
