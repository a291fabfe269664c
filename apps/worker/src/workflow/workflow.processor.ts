import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { ActivityRecordedHandler } from './activity-recorded.handler.js';

/** The workflow queue: one job per recorded activity. */
@Processor(QueueName.workflow, { concurrency: WORKER_CONCURRENCY })
export class WorkflowProcessor extends QueueProcessor {
  constructor(@Inject(ActivityRecordedHandler) activityRecorded: ActivityRecordedHandler) {
    super(QueueName.workflow, [activityRecorded]);
  }
}
