import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const DRAIN_SCHEDULER = 'messages-drain';
/** The scheduler of the sweep that re-added lost send jobs, when each message had a job of its own: removed. */
const RETIRED_SCHEDULER = 'messages-requeue-pending';

/**
 * The drain's job scheduler, every OUTBOX_RELAY_INTERVAL_MS: the safety net for a wake-up that never reached
 * Redis, for retries due whose process stopped, and for claims whose worker died (after their lease). It is
 * upserted again whenever Redis comes back (a scheduler lives only in Redis), as the outbox relay's is.
 */
@Injectable()
export class DrainSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Messages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.messages) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('messages-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`messages drain schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.removeJobScheduler(RETIRED_SCHEDULER);
    await this.queue.upsertJobScheduler(
      DRAIN_SCHEDULER,
      { every: this.config.OUTBOX_RELAY_INTERVAL_MS },
      { name: 'messages.drain', data: { organizationId: null } },
    );
  }
}
