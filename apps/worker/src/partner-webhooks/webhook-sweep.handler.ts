import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { addJob, QueueName } from '#events';
import { WebhookDeliveryClaims } from '#domain/partner-webhooks';
import type { JobHandler } from '../job-handler.js';

/** Hands the deliveries due to workers: one job per claimed delivery, keyed by the claim. */
@Injectable()
export class WebhookSweepHandler implements JobHandler<'partner-webhooks.sweep'> {
  readonly jobName = 'partner-webhooks.sweep' as const;

  constructor(
    @Inject(WebhookDeliveryClaims) private readonly claims: WebhookDeliveryClaims,
    @InjectQueue(QueueName.partnerWebhooks) private readonly queue: Queue,
  ) {}

  async handle(): Promise<void> {
    const claimed = await this.claims.claimDue();
    for (const delivery of claimed) {
      await addJob(
        this.queue,
        'partner-webhooks.deliver',
        { organizationId: delivery.organizationId, deliveryId: delivery.deliveryId, isReplay: false },
        { jobId: delivery.jobId },
      );
    }
  }
}
