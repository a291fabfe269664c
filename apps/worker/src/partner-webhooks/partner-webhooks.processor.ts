import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { DeliverWebhookHandler } from './deliver-webhook.handler.js';
import { WebhookSweepHandler } from './webhook-sweep.handler.js';

/** The partner-webhooks queue: one job per try of a delivery, and the sweep. */
@Processor(QueueName.partnerWebhooks, { concurrency: WORKER_CONCURRENCY })
export class PartnerWebhooksProcessor extends QueueProcessor {
  constructor(
    @Inject(DeliverWebhookHandler) deliver: DeliverWebhookHandler,
    @Inject(WebhookSweepHandler) sweep: WebhookSweepHandler,
  ) {
    super(QueueName.partnerWebhooks, [deliver, sweep]);
  }
}
