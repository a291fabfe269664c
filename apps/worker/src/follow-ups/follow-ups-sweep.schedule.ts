import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName, RedisConnections } from '#events';

export const FOLLOW_UPS_SWEEP_SCHEDULER = 'follow-ups-sweep';
/** Every minute, at second 30 (the reminders sweep takes second 0). */
export const FOLLOW_UPS_SWEEP_PATTERN = '30 * * * * *';

/**
 * The sweep's job scheduler: one, whatever the number of cases (Redis holds nothing per follow-up; the due
 * times are in PostgreSQL). Upserted again whenever Redis comes back; a sweep missed meanwhile is made up by
 * the next, which finds everything still due.
 */
@Injectable()
export class FollowUpsSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('FollowUps');

  constructor(
    @InjectQueue(QueueName.followUps) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('follow-ups-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`follow-ups schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      FOLLOW_UPS_SWEEP_SCHEDULER,
      { pattern: FOLLOW_UPS_SWEEP_PATTERN, tz: 'UTC' },
      { name: 'follow-ups.sweep', data: { organizationId: null } },
    );
  }
}
