import { Module } from '@nestjs/common';
import { DashboardsModule } from '#domain/dashboards';
import { OrganizationsModule } from '#domain/organizations';
import { CaseReportService } from './case-report.service.js';

/** The reports (aggregates over cases, decisions, activities, FMLA hours and payments; no tables of their own). */
@Module({
  imports: [OrganizationsModule, DashboardsModule],
  providers: [CaseReportService],
  exports: [CaseReportService],
})
export class ReportsModule {}
