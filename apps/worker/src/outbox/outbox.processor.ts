import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { OutboxRelayHandler } from './outbox-relay.handler.js';

/** The outbox queue: the relay's recurring job. One at a time per process; SKIP LOCKED shares it between processes. */
@Processor(QueueName.outbox, { concurrency: 1 })
export class OutboxProcessor extends QueueProcessor {
  constructor(@Inject(OutboxRelayHandler) relay: OutboxRelayHandler) {
    super(QueueName.outbox, [relay]);
  }
}
