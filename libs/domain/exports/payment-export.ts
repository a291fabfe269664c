import type { Principal } from '#access';
import type { CaseEntity } from '#domain/cases';
import {
  type CasePaymentEntity,
  type CaseTotalsRow,
  type PaymentPeriod,
  type PaymentReportsService,
  payoutOf,
  totalCostOf,
} from '#domain/payments';
import { EXPORT_PAGE_SIZE } from './case-export.js';
import { allPages, type ExportColumn, type ExportTable } from './export-table.js';

/** Cents as a decimal amount of the currency (integer cents stay exact up to 2^53). */
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);

export interface PaymentExportRow {
  payment: CasePaymentEntity;
  caseShortId: string | undefined;
}

/**
 * The payments report's period list. A payment's description often names a medication or a treatment, so
 * it is PHI; amounts, dates and statuses are what the report shows.
 */
export const PAYMENT_EXPORT_COLUMNS: readonly ExportColumn<PaymentExportRow>[] = [
  { header: 'Case', value: (row) => row.caseShortId },
  { header: 'Description', value: (row) => row.payment.description, phi: true },
  { header: 'Status', value: (row) => row.payment.status },
  { header: 'Due', value: (row) => row.payment.dueDate },
  { header: 'Paid on', value: (row) => row.payment.paymentDate },
  { header: 'Currency', value: (row) => row.payment.currency.toUpperCase() },
  { header: 'Amount', value: (row) => money(row.payment.amount) },
  { header: 'Fees', value: (row) => money(totalCostOf(row.payment)) },
  { header: 'Payout', value: (row) => money(payoutOf(row.payment)) },
  { header: 'Created', value: (row) => row.payment.createdAt },
];

export interface CaseTotalsExportRow {
  caseRecord: CaseEntity;
  totals: CaseTotalsRow | undefined;
}

/** The payments report's case list: each case's totals. */
export const CASE_TOTALS_EXPORT_COLUMNS: readonly ExportColumn<CaseTotalsExportRow>[] = [
  { header: 'Case', value: (row) => row.caseRecord.shortId },
  { header: 'Title', value: (row) => row.caseRecord.title },
  { header: 'Payments', value: (row) => money(row.totals?.totalPayments ?? 0) },
  { header: 'Fees', value: (row) => money(row.totals?.totalCosts ?? 0) },
  { header: 'Payout', value: (row) => money(row.totals?.totalPayoutAmount ?? 0) },
  { header: 'Created', value: (row) => row.caseRecord.createdAt },
];

/** casePaymentsForPeriod's rows, every page, with each payment's case short id (one lookup per page). */
export function paymentsForPeriodTable(
  reports: PaymentReportsService,
  principal: Principal,
  period: PaymentPeriod,
  shortIds: (caseIds: string[]) => Promise<ReadonlyMap<string, string>>,
): ExportTable<PaymentExportRow> {
  return {
    fileName: `payments-${period.from}-to-${period.to}.csv`,
    columns: PAYMENT_EXPORT_COLUMNS,
    rows: allPages(async (after) => {
      const page = await reports.paymentsForPeriod(principal, period, { recordsPerPage: EXPORT_PAGE_SIZE, after });
      const ids = page.items.length ? await shortIds([...new Set(page.items.map((payment) => payment.caseId))]) : null;
      return {
        ...page,
        items: page.items.map((payment) => ({ payment, caseShortId: ids?.get(payment.caseId) })),
      };
    }),
  };
}

/** casesWithPaymentTotals' rows, every page, with each case's totals (one statement per page). */
export function casesWithTotalsTable(
  reports: PaymentReportsService,
  principal: Principal,
  onlyWithPayments: boolean | null | undefined,
): ExportTable<CaseTotalsExportRow> {
  return {
    fileName: 'case-payment-totals.csv',
    columns: CASE_TOTALS_EXPORT_COLUMNS,
    rows: allPages(async (after) => {
      const page = await reports.casesWithTotals(
        principal,
        { onlyWithPayments },
        { recordsPerPage: EXPORT_PAGE_SIZE, after },
      );
      const totals = await reports.totalsByCaseIds(page.items.map((caseRecord) => caseRecord.id));
      return { ...page, items: page.items.map((caseRecord) => ({ caseRecord, totals: totals.get(caseRecord.id) })) };
    }),
  };
}
