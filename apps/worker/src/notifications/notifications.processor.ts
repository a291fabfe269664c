import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { PasswordResetHandler } from './password-reset.handler.js';

/** The notifications queue: e-mail to people. */
@Processor(QueueName.notifications, { concurrency: WORKER_CONCURRENCY })
export class NotificationsProcessor extends QueueProcessor {
  constructor(@Inject(PasswordResetHandler) passwordReset: PasswordResetHandler) {
    super(QueueName.notifications, [passwordReset]);
  }
}
