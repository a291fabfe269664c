import { Module } from '@nestjs/common';
import { ReportSchedulesModule } from '#domain/report-schedules';
import { EmailModule } from '#integrations';
import { ReportClock } from './report-clock.js';
import { RunScheduledReportHandler } from './run-scheduled-report.handler.js';
import { ScheduledReportsProcessor } from './scheduled-reports.processor.js';
import { ScheduledReportsSchedule } from './scheduled-reports.schedule.js';

/** Consumes the scheduled-reports queue (registered by the report-schedules area) and keeps its schedulers. */
@Module({
  imports: [ReportSchedulesModule, EmailModule],
  providers: [ReportClock, RunScheduledReportHandler, ScheduledReportsProcessor, ScheduledReportsSchedule],
})
export class ScheduledReportsWorkerModule {}
