import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const WEBHOOK_SWEEP_SCHEDULER = 'partner-webhooks-sweep';

/**
 * The delivery sweep's job scheduler, every PARTNER_WEBHOOK_SWEEP_MS, upserted again whenever Redis comes
 * back (a scheduler lives only in Redis).
 */
@Injectable()
export class WebhookSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('PartnerWebhooks');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.partnerWebhooks) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('partner-webhooks-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`webhook sweep schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      WEBHOOK_SWEEP_SCHEDULER,
      { every: this.config.PARTNER_WEBHOOK_SWEEP_MS },
      { name: 'partner-webhooks.sweep', data: { organizationId: null } },
    );
  }
}
