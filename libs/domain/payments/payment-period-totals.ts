import type { DataSource } from 'typeorm';
import type { PaymentTotals } from './payment-amounts.js';
import { COUNTED, SUB_FEES_JOIN, TOTALS_COLUMNS } from './payment-totals.statements.js';

export interface PeriodPaymentTotals extends PaymentTotals {
  /** The period's first local day (YYYY-MM-DD). */
  period: string;
  /** Paid payments counted. */
  paymentCount: number;
}

/**
 * The organization's paid payments (the totals' rows: PAID, not deleted, COUNTED) by the period of their payment
 * time, taken in the organization's time zone. Parameters as the case report's: $1 organization id, $2 time zone,
 * $3 and $4 the range's first and last local day, $5 the date_trunc unit or null (one period). Reads the
 * (organization_id, payment_date) index; test cases are left out, as the case report leaves them out.
 */
const PERIOD_TOTALS_STATEMENT = `
  SELECT to_char(greatest(coalesce(date_trunc($5::text, p.payment_date AT TIME ZONE $2::text)::date, $3::date), $3::date),
                 'YYYY-MM-DD') AS period,
    count(*)::int AS "paymentCount",
    ${TOTALS_COLUMNS}
  FROM case_payment p
  JOIN case_record k ON k.id = p.case_id AND k.organization_id = p.organization_id AND NOT k.is_test
  ${SUB_FEES_JOIN}
  WHERE p.organization_id = $1::uuid AND ${COUNTED}
    AND p.payment_date >= ($3::date)::timestamp AT TIME ZONE $2::text
    AND p.payment_date < ($4::date + 1)::timestamp AT TIME ZONE $2::text
  GROUP BY 1`;

/** Totals per period (only periods with a payment); who may read them is the caller's check (paymentTotalsRefusal). */
export async function paymentTotalsByPeriod(
  dataSource: DataSource,
  organizationId: string,
  timeZone: string,
  range: { from: string; to: string; unit: string | null },
): Promise<PeriodPaymentTotals[]> {
  const rows: Record<string, string | number>[] = await dataSource.query(PERIOD_TOTALS_STATEMENT, [
    organizationId,
    timeZone,
    range.from,
    range.to,
    range.unit,
  ]);
  return rows.map(({ period, ...totals }) => ({
    period: String(period),
    ...(Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, Number(value)])) as unknown as Omit<
      PeriodPaymentTotals,
      'period'
    >),
  }));
}
