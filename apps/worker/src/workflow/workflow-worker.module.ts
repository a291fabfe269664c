import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { ActivityRecordedHandler } from './activity-recorded.handler.js';
import { DONE_MARK_WAIT_MS, WorkflowDoneMarks } from './workflow-done-marks.js';
import { WorkflowProcessor } from './workflow.processor.js';

/** Consumes the workflow queue (registered by the events backbone). */
@Module({
  providers: [
    {
      provide: WorkflowDoneMarks,
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new WorkflowDoneMarks(dataSource, { maxBatch: config.WORKFLOW_CONCURRENCY, maxWaitMs: DONE_MARK_WAIT_MS }),
      inject: [DataSource, APP_CONFIG],
    },
    ActivityRecordedHandler,
    WorkflowProcessor,
  ],
})
export class WorkflowWorkerModule {}
