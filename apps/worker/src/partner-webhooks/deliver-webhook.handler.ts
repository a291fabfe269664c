import { Inject, Injectable } from '@nestjs/common';
import type { JobPayloads } from '#events';
import { WebhookSender } from '#domain/partner-webhooks';
import type { JobHandler } from '../job-handler.js';

/**
 * One try of a partner webhook delivery. Its retries are the delivery's own (back-off kept in the row, so a
 * Redis restarted empty loses none): the job itself is not retried by BullMQ.
 */
@Injectable()
export class DeliverWebhookHandler implements JobHandler<'partner-webhooks.deliver'> {
  readonly jobName = 'partner-webhooks.deliver' as const;

  constructor(@Inject(WebhookSender) private readonly sender: WebhookSender) {}

  async handle(payload: JobPayloads['partner-webhooks.deliver']): Promise<void> {
    await this.sender.deliver(payload.deliveryId, payload.organizationId, payload.isReplay);
  }
}
