import type { CaseReportFieldsFragment } from '../../generated/graphql';
import { formatCents } from '../../shared/money';

/**
 * Every table of the reports as a stable column list ({key, header}) and its rows as plain values: the screen
 * renders these, and the CSV export reads the same definitions, so a column's header and order live here only.
 */
export interface ReportColumn {
  key: string;
  header: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportTableData {
  id: ReportTableId;
  title: string;
  columns: readonly ReportColumn[];
  rows: ReportRow[];
}

type Report = CaseReportFieldsFragment;

const AGE_HEADERS = [
  ['UNDER_7_DAYS', 'Under 7 days'],
  ['DAYS_7_TO_30', '7 to 30 days'],
  ['DAYS_30_TO_90', '30 to 90 days'],
  ['OVER_90_DAYS', 'Over 90 days'],
] as const;

const STATUS_HEADERS = [
  ['OPEN', 'Open'],
  ['ASSIGNED', 'Assigned'],
  ['IN_PROGRESS', 'In progress'],
  ['NO_DECISION', 'No decision'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Denied'],
] as const;

export const REPORT_COLUMNS = {
  periods: [
    { key: 'period', header: 'Period' },
    { key: 'opened', header: 'Opened', numeric: true },
    { key: 'decided', header: 'Decided', numeric: true },
    { key: 'closed', header: 'Closed', numeric: true },
  ],
  outcomes: [
    { key: 'dimension', header: 'By' },
    { key: 'label', header: 'Group' },
    { key: 'approved', header: 'Approved', numeric: true },
    { key: 'denied', header: 'Denied', numeric: true },
  ],
  responseTimes: [
    { key: 'measure', header: 'Measure' },
    { key: 'cohortCount', header: 'Cases opened', numeric: true },
    { key: 'measuredCount', header: 'Measured', numeric: true },
    { key: 'medianHours', header: 'Median (hours)', numeric: true },
    { key: 'p90Hours', header: '90th percentile (hours)', numeric: true },
  ],
  openByStageAndAge: [
    { key: 'stage', header: 'Stage' },
    ...AGE_HEADERS.map(([key, header]) => ({ key, header, numeric: true })),
    { key: 'total', header: 'Total', numeric: true },
  ],
  unacknowledged: [
    { key: 'caseCount', header: 'Open cases with unacknowledged items', numeric: true },
    { key: 'commentCount', header: 'Unacknowledged comments', numeric: true },
    { key: 'noteCount', header: 'Unacknowledged notes', numeric: true },
  ],
  workload: [
    { key: 'assignee', header: 'Assignee' },
    { key: 'openCount', header: 'Open cases', numeric: true },
    ...STATUS_HEADERS.map(([key, header]) => ({ key, header, numeric: true })),
    { key: 'unacknowledgedCaseCount', header: 'With unacknowledged items', numeric: true },
  ],
  fmla: [
    { key: 'period', header: 'Period' },
    { key: 'fmlaEntries', header: 'Entries', numeric: true },
    { key: 'fmlaHoursTaken', header: 'FMLA hours taken', numeric: true },
    { key: 'workHoursMissed', header: 'Work hours missed', numeric: true },
  ],
  payments: [
    { key: 'period', header: 'Period' },
    { key: 'paymentCount', header: 'Paid payments', numeric: true },
    { key: 'totalPayments', header: 'Payments', numeric: true },
    { key: 'totalCosts', header: 'Fees', numeric: true },
    { key: 'totalPayoutAmount', header: 'Payout', numeric: true },
    { key: 'totalPaymentProcessingFees', header: 'Processing fees', numeric: true },
    { key: 'totalPharmacyFees', header: 'Pharmacy fees', numeric: true },
    { key: 'totalSyringeKitFees', header: 'Syringe kit fees', numeric: true },
    { key: 'totalConsultFees', header: 'Consult fees', numeric: true },
    { key: 'totalShippingFees', header: 'Shipping fees', numeric: true },
    { key: 'totalTechPlatformFees', header: 'Tech platform fees', numeric: true },
  ],
} as const satisfies Record<string, readonly ReportColumn[]>;

export type ReportTableId = keyof typeof REPORT_COLUMNS;

const DIMENSION_LABELS: Record<string, string> = {
  CATEGORY: 'Category',
  CASE_TYPE: 'Case type',
  VISIT_TYPE: 'Visit type',
};

/** "2026-01-01 to 2026-01-31", or one day. */
export const periodLabel = (start: string, end: string) => (start === end ? start : `${start} to ${end}`);

const hours = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

/** The rows of every table of one report (the payments table only when the report has payments). */
export function reportTables(report: Report): ReportTableData[] {
  const table = (id: ReportTableId, title: string, rows: ReportRow[]): ReportTableData => ({
    id,
    title,
    columns: REPORT_COLUMNS[id],
    rows,
  });
  const tables = [
    table(
      'periods',
      'Cases opened, decided and closed',
      report.periods.map((p) => ({
        period: periodLabel(p.start, p.end),
        opened: p.opened,
        decided: p.decided,
        closed: p.closed,
      })),
    ),
    table(
      'outcomes',
      'Outcomes',
      report.outcomes.map((o) => ({
        dimension: DIMENSION_LABELS[o.dimension] ?? o.dimension,
        label: o.label,
        approved: o.approved,
        denied: o.denied,
      })),
    ),
    table(
      'responseTimes',
      'Response times',
      report.responseTimes.map((r) => ({
        measure: r.label,
        cohortCount: r.cohortCount,
        measuredCount: r.measuredCount,
        medianHours: hours(r.medianHours),
        p90Hours: hours(r.p90Hours),
      })),
    ),
    table(
      'openByStageAndAge',
      'Open cases by stage and age',
      report.openByStageAndAge.map((s) => ({
        stage: s.label,
        ...Object.fromEntries(
          AGE_HEADERS.map(([bucket]) => [bucket, s.byAge.find((a) => a.bucket === bucket)?.count ?? 0]),
        ),
        total: s.total,
      })),
    ),
    table('unacknowledged', 'Unacknowledged items', [
      {
        caseCount: report.unacknowledged.caseCount,
        commentCount: report.unacknowledged.commentCount,
        noteCount: report.unacknowledged.noteCount,
      },
    ]),
    table(
      'workload',
      'Workload by assignee',
      report.workload.map((w) => ({
        assignee: w.name,
        openCount: w.openCount,
        ...Object.fromEntries(
          STATUS_HEADERS.map(([status]) => [status, w.byStatus.find((s) => s.status === status)?.count ?? 0]),
        ),
        unacknowledgedCaseCount: w.unacknowledgedCaseCount,
      })),
    ),
    table(
      'fmla',
      'FMLA hours',
      report.periods.map((p) => ({
        period: periodLabel(p.start, p.end),
        fmlaEntries: p.fmlaEntries,
        fmlaHoursTaken: p.fmlaHoursTaken,
        workHoursMissed: p.workHoursMissed,
      })),
    ),
  ];
  if (report.payments) {
    tables.push(
      table(
        'payments',
        'Payments',
        report.payments.map(({ period, end, paymentCount, ...totals }) => ({
          period: periodLabel(period, end),
          paymentCount,
          ...Object.fromEntries(Object.entries(totals).map(([key, cents]) => [key, formatCents(cents)])),
        })),
      ),
    );
  }
  return tables;
}
