import { CaseStatus } from '#domain/cases';
import { AGE_BUCKETS } from '#domain/dashboards';
import type { ExportColumn, ExportTable } from '#domain/exports';
import type { CaseReportData, ReportPeriodRow } from './case-report.js';

const DIMENSION_LABELS: Record<string, string> = {
  CATEGORY: 'Category',
  CASE_TYPE: 'Case type',
  VISIT_TYPE: 'Visit type',
};

const STATUS_HEADERS: [CaseStatus, string][] = [
  [CaseStatus.OPEN, 'Open'],
  [CaseStatus.ASSIGNED, 'Assigned'],
  [CaseStatus.IN_PROGRESS, 'In progress'],
  [CaseStatus.NO_DECISION, 'No decision'],
  [CaseStatus.APPROVED, 'Approved'],
  [CaseStatus.REJECTED, 'Denied'],
];

const periodLabel = (row: { start: string; end: string }) =>
  row.start === row.end ? row.start : `${row.start} to ${row.end}`;

const fileNameOf = (report: CaseReportData, id: string) => {
  const slug = report.organizationName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${[slug, report.from, 'to', report.to, id].filter(Boolean).join('-')}.csv`;
};

/**
 * One report's tables as CSV tables: the same tables, headers and rows as the reports screen
 * (apps/web/src/features/reports/report-tables.ts), for the scheduled e-mail. Figures and staff names only: no
 * employee and no health information. The payments table is left out: payment totals go to who may read them.
 */
export function caseReportExportTables(report: CaseReportData): ExportTable<unknown>[] {
  const table = <T>(id: string, columns: ExportColumn<T>[], rows: T[]) =>
    ({ fileName: fileNameOf(report, id), columns, rows }) as ExportTable<unknown>;
  const periods: ExportColumn<ReportPeriodRow>[] = [{ header: 'Period', value: periodLabel }];
  return [
    table(
      'periods',
      [
        ...periods,
        { header: 'Opened', value: (row) => row.opened },
        { header: 'Decided', value: (row) => row.decided },
        { header: 'Closed', value: (row) => row.closed },
      ],
      report.periods,
    ),
    table(
      'outcomes',
      [
        { header: 'By', value: (row) => DIMENSION_LABELS[row.dimension] ?? row.dimension },
        { header: 'Group', value: (row) => row.label },
        { header: 'Approved', value: (row) => row.approved },
        { header: 'Denied', value: (row) => row.denied },
      ],
      report.outcomes,
    ),
    table(
      'responseTimes',
      [
        { header: 'Measure', value: (row) => row.label },
        { header: 'Cases opened', value: (row) => row.cohortCount },
        { header: 'Measured', value: (row) => row.measuredCount },
        { header: 'Median (hours)', value: (row) => row.medianHours },
        { header: '90th percentile (hours)', value: (row) => row.p90Hours },
      ],
      report.responseTimes,
    ),
    table(
      'openByStageAndAge',
      [
        { header: 'Stage', value: (row) => row.label },
        ...AGE_BUCKETS.map(({ bucket, label }) => ({
          header: label,
          value: (row: (typeof report.openByStageAndAge)[number]) =>
            row.byAge.find((entry) => entry.bucket === bucket)?.count ?? 0,
        })),
        { header: 'Total', value: (row) => row.total },
      ],
      report.openByStageAndAge,
    ),
    table(
      'unacknowledged',
      [
        { header: 'Open cases with unacknowledged items', value: (row) => row.caseCount },
        { header: 'Unacknowledged comments', value: (row) => row.commentCount },
        { header: 'Unacknowledged notes', value: (row) => row.noteCount },
      ],
      [report.unacknowledged],
    ),
    table(
      'workload',
      [
        { header: 'Assignee', value: (row) => row.name },
        { header: 'Open cases', value: (row) => row.openCount },
        ...STATUS_HEADERS.map(([status, header]) => ({
          header,
          value: (row: (typeof report.workload)[number]) =>
            row.byStatus.find((entry) => entry.status === status)?.count ?? 0,
        })),
        { header: 'With unacknowledged items', value: (row) => row.unacknowledgedCaseCount },
      ],
      report.workload,
    ),
    table(
      'fmla',
      [
        ...periods,
        { header: 'Entries', value: (row) => row.fmlaEntries },
        { header: 'FMLA hours taken', value: (row) => row.fmlaHoursTaken },
        { header: 'Work hours missed', value: (row) => row.workHoursMissed },
      ],
      report.periods,
    ),
  ];
}
