import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const NOTIFICATIONS_RELAY_SCHEDULER = 'notifications-relay';

/**
 * The notice relay's job scheduler, every OUTBOX_RELAY_INTERVAL_MS, upserted again whenever Redis comes
 * back (a Redis restarted empty has no scheduler), as the outbox relay's.
 */
@Injectable()
export class NotificationsRelaySchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('NotificationRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.notifications) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('notifications-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) =>
        this.logger.warn(`notifications relay schedule not restored: ${error.message}`),
      );
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      NOTIFICATIONS_RELAY_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'notifications.relay', data: { organizationId: null } },
    );
  }
}
