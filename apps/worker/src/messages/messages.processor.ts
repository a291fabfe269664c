import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { MESSAGES_CONCURRENCY } from './messages-concurrency.js';
import { RequeuePendingHandler } from './requeue-pending.handler.js';
import { SendMessageHandler } from './send-message.handler.js';

/** The messages queue: outbound e-mail and text messages of cases, one job per message. */
@Processor(QueueName.messages, { concurrency: MESSAGES_CONCURRENCY })
export class MessagesProcessor extends QueueProcessor {
  constructor(
    @Inject(SendMessageHandler) sendMessage: SendMessageHandler,
    @Inject(RequeuePendingHandler) requeuePending: RequeuePendingHandler,
  ) {
    super(QueueName.messages, [sendMessage, requeuePending]);
  }
}
