import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { FollowUpsSweepHandler } from './follow-ups-sweep.handler.js';

/** The follow-ups queue: the sweep's recurring job, one at a time per process. */
@Processor(QueueName.followUps, { concurrency: 1 })
export class FollowUpsProcessor extends QueueProcessor {
  constructor(@Inject(FollowUpsSweepHandler) sweep: FollowUpsSweepHandler) {
    super(QueueName.followUps, [sweep]);
  }
}
