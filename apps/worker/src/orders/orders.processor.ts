import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { RequeueUnsentHandler } from './requeue-unsent.handler.js';
import { SendOrderHandler } from './send-order.handler.js';

/** The orders queue: one signed send per placed order, and the unsent sweep. */
@Processor(QueueName.orders, { concurrency: WORKER_CONCURRENCY })
export class OrdersProcessor extends QueueProcessor {
  constructor(
    @Inject(SendOrderHandler) send: SendOrderHandler,
    @Inject(RequeueUnsentHandler) requeue: RequeueUnsentHandler,
  ) {
    super(QueueName.orders, [send, requeue]);
  }
}
