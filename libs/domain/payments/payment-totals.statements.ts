/**
 * The SQL of the payment totals (the rules are in payment-amounts.ts): aggregates over payments `p` joined
 * with `s`, the sum of each payment's sub-fees (SUB_FEES_JOIN). Only PAID payments that are not deleted
 * count (COUNTED); every sum is bigint, so no row or total overflows.
 */
export const SUB_FEES_JOIN = `LEFT JOIN LATERAL (
    SELECT COALESCE(SUM((fee->>'amount')::bigint), 0) AS amount FROM jsonb_array_elements(p.sub_fees) fee
  ) s ON true`;

/** The payment rows a total counts, as a join or filter condition on `p`. */
export const COUNTED = `NOT p.is_deleted AND p.status = 'PAID'`;

const COST = `(p.payment_processing_fee::bigint + p.pharmacy_fee + p.syringe_kit_fee + p.consult_fee
  + p.shipping_fee + p.tech_platform_fee + p.convenience_fee + s.amount)`;

const sum = (expression: string) => `COALESCE(SUM(${expression}), 0)::bigint`;

/** The select list of every total (PaymentTotals), each as its property name. */
export const TOTALS_COLUMNS = [
  `${sum('p.amount')} AS "totalPayments"`,
  `${sum(COST)} AS "totalCosts"`,
  `${sum(`p.amount - ${COST}`)} AS "totalPayoutAmount"`,
  `${sum('p.payment_processing_fee')} AS "totalPaymentProcessingFees"`,
  `${sum('p.pharmacy_fee')} AS "totalPharmacyFees"`,
  `${sum('p.syringe_kit_fee')} AS "totalSyringeKitFees"`,
  `${sum('p.consult_fee')} AS "totalConsultFees"`,
  `${sum('p.shipping_fee')} AS "totalShippingFees"`,
  `${sum('p.tech_platform_fee')} AS "totalTechPlatformFees"`,
].join(',\n  ');

/** Totals of each case named ($1, ids), with its organization's partner flag; a case without payments has zeros. */
export const TOTALS_BY_CASE_STATEMENT = `SELECT c.id AS "caseId", o.is_partner AS "isPartner",
  ${TOTALS_COLUMNS}
FROM case_record c
JOIN organization o ON o.id = c.organization_id
LEFT JOIN case_payment p ON p.organization_id = c.organization_id AND p.case_id = c.id AND ${COUNTED}
${SUB_FEES_JOIN}
WHERE c.id = ANY($1::uuid[])
GROUP BY c.id, o.is_partner`;
