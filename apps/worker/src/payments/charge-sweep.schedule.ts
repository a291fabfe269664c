import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const CHARGE_SWEEP_SCHEDULER = 'payments-charge-sweep';

/**
 * The charges sweep's job scheduler (every PAYMENT_CHARGE_SWEEP_MS). One scheduler whatever the number of
 * payments: Redis holds nothing per payment until it is due. Upserted again whenever Redis comes back (a
 * scheduler lives only in Redis); a sweep missed meanwhile is made up by the next.
 */
@Injectable()
export class ChargeSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('payments-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`charges schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      CHARGE_SWEEP_SCHEDULER,
      { every: this.config.PAYMENT_CHARGE_SWEEP_MS },
      {
        name: 'payments.charge-sweep',
        data: { organizationId: null },
        opts: { removeOnComplete: 100, removeOnFail: 100 },
      },
    );
  }
}
