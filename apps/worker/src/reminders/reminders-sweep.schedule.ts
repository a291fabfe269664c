import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName, RedisConnections } from '#events';

export const REMINDERS_SWEEP_SCHEDULER = 'reminders-sweep';
/** Every minute, at second 0: reminders are due by the minute. */
export const REMINDERS_SWEEP_PATTERN = '0 * * * * *';

/**
 * The sweep's job scheduler. One scheduler, whatever the number of reminders: Redis holds nothing per
 * reminder. Upserted again whenever Redis comes back (a scheduler lives only in Redis), as the outbox
 * relay's is; a sweep missed meanwhile is made up by the next, which finds everything still due.
 */
@Injectable()
export class RemindersSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');

  constructor(
    @InjectQueue(QueueName.reminders) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('reminders-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`reminders schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      REMINDERS_SWEEP_SCHEDULER,
      { pattern: REMINDERS_SWEEP_PATTERN, tz: 'UTC' },
      { name: 'reminders.sweep', data: { organizationId: null } },
    );
  }
}
