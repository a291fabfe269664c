import { Module } from '@nestjs/common';
import { ReportSchedulesModule } from '#domain/report-schedules';
import { ReportSchedulesResolver } from './report-schedules.resolver.js';

/** Scheduled reports over GraphQL. */
@Module({ imports: [ReportSchedulesModule], providers: [ReportSchedulesResolver] })
export class ReportSchedulesApiModule {}
