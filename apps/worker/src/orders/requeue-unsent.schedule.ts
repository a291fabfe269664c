import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const REQUEUE_UNSENT_SCHEDULER = 'orders-requeue-unsent';

/**
 * The sweep's job scheduler, every OUTBOX_RELAY_INTERVAL_MS, upserted again whenever Redis comes back
 * (a scheduler lives only in Redis), as the outbox relay's is.
 */
@Injectable()
export class RequeueUnsentSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('CaseOrders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.orders) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('orders-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`orders sweep schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REQUEUE_UNSENT_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'orders.requeue-unsent', data: { organizationId: null } },
    );
  }
}
