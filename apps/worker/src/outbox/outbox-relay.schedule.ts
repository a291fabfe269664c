import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const OUTBOX_RELAY_SCHEDULER = 'outbox-relay';

/**
 * The relay's job scheduler, every OUTBOX_RELAY_INTERVAL_MS. A scheduler lives only in Redis, so it is
 * upserted again whenever the queue's connection comes back (a Redis restarted empty has none); upserting
 * an existing one changes nothing.
 */
@Injectable()
export class OutboxRelaySchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('OutboxRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.outbox) private readonly outbox: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    // Any connection of this process sees Redis come back; this one exists only to hear it.
    this.connections.create('outbox-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`outbox relay schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.outbox.upsertJobScheduler(
      OUTBOX_RELAY_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'outbox.relay', data: { organizationId: null } },
    );
  }
}
