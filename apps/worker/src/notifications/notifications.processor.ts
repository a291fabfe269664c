import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { DeliverNotificationHandler } from './deliver-notification.handler.js';
import { NotificationsRelayHandler } from './notifications-relay.handler.js';
import { PasswordResetHandler } from './password-reset.handler.js';
import { WelcomeHandler } from './welcome.handler.js';
import { EmailChangedHandler } from './email-changed.handler.js';

/** The notifications queue: e-mail to people (welcome, password reset, e-mail change), staff notices by e-mail and SMS, and the notice relay. */
@Processor(QueueName.notifications, { concurrency: WORKER_CONCURRENCY })
export class NotificationsProcessor extends QueueProcessor {
  constructor(
    @Inject(PasswordResetHandler) passwordReset: PasswordResetHandler,
    @Inject(DeliverNotificationHandler) deliver: DeliverNotificationHandler,
    @Inject(NotificationsRelayHandler) relay: NotificationsRelayHandler,
    @Inject(WelcomeHandler) welcome: WelcomeHandler,
    @Inject(EmailChangedHandler) emailChanged: EmailChangedHandler,
  ) {
    super(QueueName.notifications, [passwordReset, deliver, relay, welcome, emailChanged]);
  }
}
