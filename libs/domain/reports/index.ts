export * from './case-report.js';
export { type CaseReportInput, CaseReportService } from './case-report.service.js';
export { caseReportExportTables } from './report-export-tables.js';
export { MAX_REPORT_DAYS, periodsOf, ReportGranularity, type ReportRange, TRUNC_UNIT } from './report-period.js';
export { ORGANIZATIONS_REPORT_MAX, ReportRules } from './report-rules.js';
export {
  OPEN_CASES_STATEMENT,
  OUTCOME_GROUPED_BY,
  OUTCOMES_STATEMENT,
  PERIOD_SERIES_STATEMENT,
  RESPONSE_ACTIVITY_TYPES,
  REPORT_STATEMENT_SETTINGS,
  RESPONSE_TIMES_STATEMENT,
} from './report-statements.js';
export { ReportsModule } from './reports.module.js';
