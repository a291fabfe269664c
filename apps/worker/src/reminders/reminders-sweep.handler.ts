import { Inject, Injectable, Logger } from '@nestjs/common';
import { ReminderSweepService } from '#domain/reminders';
import type { JobHandler } from '../job-handler.js';

/** Runs on the reminders job scheduler every minute; row locks (SKIP LOCKED) let several workers share it. */
@Injectable()
export class RemindersSweepHandler implements JobHandler<'reminders.sweep'> {
  readonly jobName = 'reminders.sweep' as const;
  private readonly logger = new Logger('Reminders');

  constructor(@Inject(ReminderSweepService) private readonly sweep: ReminderSweepService) {}

  async handle(): Promise<void> {
    const result = await this.sweep.sweepOnce();
    if (result.notices > 0) this.logger.log(`reminders recorded: ${JSON.stringify(result.reminded)}`);
  }
}
