import { Inject, Injectable, Logger } from '@nestjs/common';
import { FollowUpSweepService } from '#domain/case-follow-ups';
import type { JobHandler } from '../job-handler.js';

/** Runs on the follow-ups job scheduler every minute; row locks (SKIP LOCKED) let several workers share it. */
@Injectable()
export class FollowUpsSweepHandler implements JobHandler<'follow-ups.sweep'> {
  readonly jobName = 'follow-ups.sweep' as const;
  private readonly logger = new Logger('FollowUps');

  constructor(@Inject(FollowUpSweepService) private readonly sweep: FollowUpSweepService) {}

  async handle(): Promise<void> {
    const result = await this.sweep.sweepOnce();
    if (result.sent + result.notSent + result.stopped > 0)
      this.logger.log(`follow-up forms: ${JSON.stringify(result)}`);
  }
}
