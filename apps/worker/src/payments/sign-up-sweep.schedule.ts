import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName, RedisConnections } from '#events';

export const SIGN_UP_SWEEP_SCHEDULER = 'payments-sign-up-sweep';
/** Every minute, at second 30 (away from the reminders sweep at second 0). */
export const SIGN_UP_SWEEP_PATTERN = '30 * * * * *';

/**
 * The sign-up sweep's job scheduler: one, whatever the number of sign-ups. Upserted again whenever Redis
 * comes back (a scheduler lives only in Redis); a sweep missed meanwhile is made up by the next.
 */
@Injectable()
export class SignUpSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('SignUpPayments');

  constructor(
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('sign-up-sweep-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`sign-up sweep schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SIGN_UP_SWEEP_SCHEDULER,
      { pattern: SIGN_UP_SWEEP_PATTERN, tz: 'UTC' },
      { name: 'payments.sign-up-sweep', data: { organizationId: null } },
    );
  }
}
