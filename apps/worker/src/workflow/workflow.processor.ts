import { Processor } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { ActivityRecordedHandler } from './activity-recorded.handler.js';
import { FormNotSentSweepHandler } from './form-not-sent-sweep.handler.js';
import { RunHandler } from './run.handler.js';

/**
 * The workflow queue: one job per recorded activity. Its jobs mostly wait on their done mark, which is
 * written for all the jobs running at once in one statement, so it runs more at once than other queues
 * (WORKFLOW_CONCURRENCY). The worker starts once that is set, not at the decorator's default.
 */
@Processor(QueueName.workflow, { autorun: false })
export class WorkflowProcessor extends QueueProcessor implements OnApplicationBootstrap {
  constructor(
    @Inject(ActivityRecordedHandler) activityRecorded: ActivityRecordedHandler,
    @Inject(RunHandler) run: RunHandler,
    @Inject(FormNotSentSweepHandler) formNotSentSweep: FormNotSentSweepHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(QueueName.workflow, [activityRecorded, run, formNotSentSweep]);
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.WORKFLOW_CONCURRENCY;
    // As BullMQ's autorun does: the loop runs until the worker closes; a failure of it is a worker error.
    this.worker.run().catch((error: unknown) => this.worker.emit('error', error as Error));
  }
}
