import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const REQUEUE_PENDING_SCHEDULER = 'messages-requeue-pending';

/**
 * The sweep's job scheduler, every OUTBOX_RELAY_INTERVAL_MS, upserted again whenever Redis comes back
 * (a scheduler lives only in Redis), as the outbox relay's is.
 */
@Injectable()
export class RequeuePendingSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Messages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.messages) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('messages-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`messages sweep schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REQUEUE_PENDING_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'messages.requeue-pending', data: { organizationId: null } },
    );
  }
}
