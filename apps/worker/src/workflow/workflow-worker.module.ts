import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { WorkflowRunsModule } from '#domain/workflow-runs';
import { ActivityRecordedHandler } from './activity-recorded.handler.js';
import { FormNotSentSchedule } from './form-not-sent.schedule.js';
import { FormNotSentSweepHandler } from './form-not-sent-sweep.handler.js';
import { RunHandler } from './run.handler.js';
import { DONE_MARK_WAIT_MS, WorkflowDoneMarks } from './workflow-done-marks.js';
import { WorkflowProcessor } from './workflow.processor.js';

/** Consumes the workflow queue (registered by the events backbone). */
@Module({
  imports: [WorkflowRunsModule],
  providers: [
    {
      provide: WorkflowDoneMarks,
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new WorkflowDoneMarks(dataSource, { maxBatch: config.WORKFLOW_CONCURRENCY, maxWaitMs: DONE_MARK_WAIT_MS }),
      inject: [DataSource, APP_CONFIG],
    },
    ActivityRecordedHandler,
    RunHandler,
    FormNotSentSweepHandler,
    FormNotSentSchedule,
    WorkflowProcessor,
  ],
})
export class WorkflowWorkerModule {}
