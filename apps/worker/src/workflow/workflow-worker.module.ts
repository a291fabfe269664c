import { Module } from '@nestjs/common';
import { ActivityRecordedHandler } from './activity-recorded.handler.js';
import { WorkflowProcessor } from './workflow.processor.js';

/** Consumes the workflow queue (registered by the events backbone). */
@Module({ providers: [ActivityRecordedHandler, WorkflowProcessor] })
export class WorkflowWorkerModule {}
