import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { ReportSchedulesService } from './report-schedules.service.js';

/** Scheduled reports: schedules, their job schedulers and run log. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.scheduledReports })],
  providers: [ReportSchedulesService],
  exports: [ReportSchedulesService],
})
export class ReportSchedulesModule {}
