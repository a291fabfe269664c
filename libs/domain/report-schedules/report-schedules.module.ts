import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ReportsModule } from '#domain/reports';
import { QueueName } from '#events';
import { ReportSchedulesService } from './report-schedules.service.js';

/** Scheduled reports: schedules, their job schedulers and run log; the report itself is the reports area's. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.scheduledReports }), ReportsModule],
  providers: [ReportSchedulesService],
  exports: [ReportSchedulesService],
})
export class ReportSchedulesModule {}
