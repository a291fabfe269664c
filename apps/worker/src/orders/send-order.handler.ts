import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { OrderSender } from '#domain/case-orders';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Sends one placed order to its pharmacy (OrderSender); a failure short of the last attempt is retried. */
@Injectable()
export class SendOrderHandler implements JobHandler<'orders.send'> {
  readonly jobName = 'orders.send' as const;

  constructor(@Inject(OrderSender) private readonly sender: OrderSender) {}

  async handle(payload: JobPayloads['orders.send'], job: Job<JobPayloads['orders.send']>): Promise<void> {
    await this.sender.send(payload.orderId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
  }
}
