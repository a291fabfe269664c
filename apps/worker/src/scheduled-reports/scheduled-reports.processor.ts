import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { RunScheduledReportHandler } from './run-scheduled-report.handler.js';

/** The scheduled-reports queue: one job per schedule's slot, a few at a time. */
@Processor(QueueName.scheduledReports, { concurrency: 4 })
export class ScheduledReportsProcessor extends QueueProcessor {
  constructor(@Inject(RunScheduledReportHandler) run: RunScheduledReportHandler) {
    super(QueueName.scheduledReports, [run]);
  }
}
