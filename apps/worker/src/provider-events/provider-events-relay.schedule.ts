import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const PROVIDER_EVENTS_RELAY_SCHEDULER = 'provider-events-relay';

/**
 * The inbox relay's job scheduler, every OUTBOX_RELAY_INTERVAL_MS, upserted again whenever Redis comes back
 * (as the outbox relay's: a Redis restarted empty has no scheduler).
 */
@Injectable()
export class ProviderEventsRelaySchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProviderEventsRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.providerEvents) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('provider-events-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) =>
        this.logger.warn(`provider events relay schedule not restored: ${error.message}`),
      );
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      PROVIDER_EVENTS_RELAY_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'provider-events.relay', data: { organizationId: null } },
    );
  }
}
