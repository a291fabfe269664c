import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { addJob, QueueName } from '#events';

/** Tries per send before the order ends ERROR; back-off doubles from ORDER_SEND_RETRY_DELAY_MS. */
export const ORDER_SEND_ATTEMPTS = 5;
export const ORDER_SEND_RETRY_DELAY_MS = 2000;
/** How long a request waits for the send job to reach Redis; the unsent sweep enqueues what did not. */
const ENQUEUE_TIME_LIMIT_MS = 500;

export interface OrderToSend {
  id: string;
  organizationId: string;
  caseId: string;
  /** When it was (last) placed: names the send, so placing again after ERROR is a new job. */
  statusChangedAt: Date;
}

/**
 * Hands placed orders to the worker. The job id is the order id and the time it was placed, so adding the same
 * placement twice (the request, then the unsent sweep) makes one job; the send itself is keyed by the order id.
 */
@Injectable()
export class OrderSendQueue {
  private readonly logger = new Logger('CaseOrders');

  constructor(@InjectQueue(QueueName.orders) private readonly queue: Queue) {}

  add(order: OrderToSend): Promise<unknown> {
    return addJob(
      this.queue,
      'orders.send',
      { organizationId: order.organizationId, caseId: order.caseId, orderId: order.id },
      {
        jobId: `${order.id}-${order.statusChangedAt.getTime()}`,
        attempts: ORDER_SEND_ATTEMPTS,
        backoff: { type: 'exponential', delay: ORDER_SEND_RETRY_DELAY_MS },
      },
    );
  }

  /** Enqueues without holding the mutation's answer for long; failures are left to the sweep. */
  async addSoon(order: OrderToSend): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENQUEUE_TIME_LIMIT_MS)));
    try {
      const added = this.add(order).then(() => 'queued' as const);
      if ((await Promise.race([added, limit])) === 'late')
        this.logger.warn(`Order ${order.id}: send not queued within ${ENQUEUE_TIME_LIMIT_MS} ms, left to the sweep`);
    } catch (error) {
      this.logger.warn(`Order ${order.id}: send not queued, left to the sweep: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
