export * from './case-dashboard.js';
export { CaseDashboardService } from './case-dashboard.service.js';
export { DashboardClock } from './dashboard-clock.js';
export { DashboardRules, ORGANIZATIONS_DASHBOARD_MAX } from './dashboard-rules.js';
export { GROUPED_BY, OPEN_CASES_STATEMENT, TIME_TO_DECISION_STATEMENT } from './dashboard-statements.js';
export { DashboardsModule } from './dashboards.module.js';
