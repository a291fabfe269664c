import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { type AppConfig, ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { NotificationsModule } from '#domain/notifications';
import { EventsModule, type QueueName } from '#events';
import { queuesToConsume } from './consumed-queues.js';
import { FollowUpsWorkerModule } from './follow-ups/follow-ups-worker.module.js';
import { ImportsWorkerModule } from './imports/imports-worker.module.js';
import { MessagesWorkerModule } from './messages/messages-worker.module.js';
import { NotificationsWorkerModule } from './notifications/notifications-worker.module.js';
import { OrdersWorkerModule } from './orders/orders-worker.module.js';
import { OutboxWorkerModule } from './outbox/outbox-worker.module.js';
import { PartnerWebhooksWorkerModule } from './partner-webhooks/partner-webhooks-worker.module.js';
import { PaymentsWorkerModule } from './payments/payments-worker.module.js';
import { ProviderEventsWorkerModule } from './provider-events/provider-events-worker.module.js';
import { RemindersWorkerModule } from './reminders/reminders-worker.module.js';
import { ScheduledReportsWorkerModule } from './scheduled-reports/scheduled-reports-worker.module.js';
import { WorkflowWorkerModule } from './workflow/workflow-worker.module.js';

/** The processors of each queue, one line per queue; WORKER_QUEUES picks which a process runs. */
const QUEUE_WORKERS: { [Q in QueueName]: Type } = {
  workflow: WorkflowWorkerModule,
  notifications: NotificationsWorkerModule,
  outbox: OutboxWorkerModule,
  messages: MessagesWorkerModule,
  'provider-events': ProviderEventsWorkerModule,
  reminders: RemindersWorkerModule,
  payments: PaymentsWorkerModule,
  imports: ImportsWorkerModule,
  'partner-webhooks': PartnerWebhooksWorkerModule,
  'follow-ups': FollowUpsWorkerModule,
  'scheduled-reports': ScheduledReportsWorkerModule,
  orders: OrdersWorkerModule,
};

/** BullMQ processors and schedulers; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(ENTITIES),
        EventsModule,
        // Dispatches the notices any job records, whichever queues this process consumes.
        NotificationsModule,
        ...queuesToConsume(config.WORKER_QUEUES).map((queue) => QUEUE_WORKERS[queue]),
      ],
    };
  }
}
