import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NotificationsModule } from '#domain/notifications';
import { QueueName } from '#events';
import { EmailModule, IdentityModule, SmsModule } from '#integrations';
import { DeliverNotificationHandler } from './deliver-notification.handler.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { NotificationsRelayHandler } from './notifications-relay.handler.js';
import { NotificationsRelaySchedule } from './notifications-relay.schedule.js';
import { PasswordResetHandler } from './password-reset.handler.js';
import { WelcomeHandler } from './welcome.handler.js';
import { EmailChangedHandler } from './email-changed.handler.js';

/** Consumes the notifications queue. */
@Module({
  imports: [
    IdentityModule,
    EmailModule,
    SmsModule,
    NotificationsModule,
    BullModule.registerQueue({ name: QueueName.notifications }),
  ],
  providers: [
    PasswordResetHandler,
    WelcomeHandler,
    EmailChangedHandler,
    DeliverNotificationHandler,
    NotificationsRelayHandler,
    NotificationsRelaySchedule,
    NotificationsProcessor,
  ],
})
export class NotificationsWorkerModule {}
