import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { SmsConsentModule } from '#domain/sms-consent';
import { NotificationDeliveryService } from './notification-delivery.service.js';
import { NotificationDispatcher } from './notification-dispatcher.js';
import { NotificationRelay } from './notification-relay.js';
import { UserNotificationsService } from './user-notifications.service.js';

const queues = BullModule.registerQueue({ name: QueueName.notifications });

/**
 * Staff notices: the bell's reads, and the dispatch after commit of every notice any area records (the
 * dispatcher registers itself with the database connection), the relay, and the worker's delivery.
 */
@Module({
  imports: [queues, SmsConsentModule],
  providers: [NotificationDispatcher, NotificationRelay, NotificationDeliveryService, UserNotificationsService],
  exports: [NotificationDispatcher, NotificationRelay, NotificationDeliveryService, UserNotificationsService, queues],
})
export class NotificationsModule {}
