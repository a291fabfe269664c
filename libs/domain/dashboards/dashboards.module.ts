import { Module } from '@nestjs/common';
import { OrganizationsModule } from '#domain/organizations';
import { CaseDashboardService } from './case-dashboard.service.js';
import { DashboardClock } from './dashboard-clock.js';

/** The owner and organizations dashboards (aggregates over cases and decisions; no tables of their own). */
@Module({
  imports: [OrganizationsModule],
  providers: [CaseDashboardService, DashboardClock],
  exports: [CaseDashboardService, DashboardClock],
})
export class DashboardsModule {}
