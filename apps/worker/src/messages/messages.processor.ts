import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { DrainMessagesHandler } from './drain-messages.handler.js';

/**
 * The messages queue carries wake-ups of the sender, not messages: one drain job runs at a time (with one
 * more waiting, MESSAGES_DRAIN_JOB) and sends every message due. Two at once, so the scheduled run is not held
 * behind a long drain; it joins the drain under way.
 */
@Processor(QueueName.messages, { concurrency: 2 })
export class MessagesProcessor extends QueueProcessor {
  constructor(@Inject(DrainMessagesHandler) drainMessages: DrainMessagesHandler) {
    super(QueueName.messages, [drainMessages]);
  }
}
