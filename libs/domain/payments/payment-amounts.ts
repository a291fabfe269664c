/**
 * The money of a payment, all integer cents in the payment's currency.
 *
 * - The seven fee fields and the sub-fees are what collecting the payment costs the organization (the
 *   processor, the pharmacy, the syringe kit, the consult, shipping, the tech platform and the convenience
 *   fee, plus itemized sub-fees such as a lab fee). Sub-fees are costs of their own, never a breakdown
 *   of a named fee, so nothing is counted twice.
 * - totalCost of a payment = the seven fees + the sub-fees.
 * - payout of a payment = amount − totalCost: what the organization keeps. Input is refused when the
 *   costs exceed the amount, so a payout is never negative.
 *
 * Case totals (computed in SQL, payment-totals.statements.ts, over the case's payments that are not
 * deleted) count PAID payments only: money actually collected, and the costs of collecting it. An UNPAID
 * payment may never be collected and a CANCELED one never will, so neither adds to what was paid or spent.
 * - totalPayments = the sum of the amounts; each fee total = the sum of that fee;
 * - totalCosts = the sum of every payment's totalCost (fees and sub-fees);
 * - totalPayoutAmount = totalPayments − totalCosts.
 */

export interface SubFee {
  label: string;
  amount: number;
}

export interface ShippingAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** The seven fee fields of a payment, as the spec names them. */
export const FEE_FIELDS = [
  'paymentProcessingFee',
  'pharmacyFee',
  'syringeKitFee',
  'consultFee',
  'shippingFee',
  'techPlatformFee',
  'convenienceFee',
] as const;

export type FeeField = (typeof FEE_FIELDS)[number];

export type PaymentMoney = { amount: number; subFees: readonly SubFee[] } & Record<FeeField, number>;

/** Every fee and sub-fee of one payment, in cents. */
export function totalCostOf(payment: Omit<PaymentMoney, 'amount'>): number {
  const fees = FEE_FIELDS.reduce((sum, field) => sum + payment[field], 0);
  return fees + payment.subFees.reduce((sum, fee) => sum + fee.amount, 0);
}

/** What the organization keeps of one payment: its amount minus every fee and sub-fee, in cents. */
export function payoutOf(payment: PaymentMoney): number {
  return payment.amount - totalCostOf(payment);
}

/** The totals of one case (or a period), in cents; see above for what each one counts. */
export interface PaymentTotals {
  totalPayments: number;
  totalCosts: number;
  totalPayoutAmount: number;
  totalPaymentProcessingFees: number;
  totalPharmacyFees: number;
  totalSyringeKitFees: number;
  totalConsultFees: number;
  totalShippingFees: number;
  totalTechPlatformFees: number;
}

export const NO_TOTALS: PaymentTotals = Object.freeze({
  totalPayments: 0,
  totalCosts: 0,
  totalPayoutAmount: 0,
  totalPaymentProcessingFees: 0,
  totalPharmacyFees: 0,
  totalSyringeKitFees: 0,
  totalConsultFees: 0,
  totalShippingFees: 0,
  totalTechPlatformFees: 0,
});

/**
 * The totals of a list of payments by the rules above, in JavaScript: the reference the SQL totals are
 * tested against (and what a unit test checks the rules with).
 */
export function totalsOf(payments: readonly (PaymentMoney & { status: string; isDeleted: boolean })[]): PaymentTotals {
  const counted = payments.filter((payment) => !payment.isDeleted && payment.status === 'PAID');
  const sum = (of: (payment: PaymentMoney) => number) => counted.reduce((total, payment) => total + of(payment), 0);
  const totalPayments = sum((payment) => payment.amount);
  const totalCosts = sum(totalCostOf);
  return {
    totalPayments,
    totalCosts,
    totalPayoutAmount: totalPayments - totalCosts,
    totalPaymentProcessingFees: sum((payment) => payment.paymentProcessingFee),
    totalPharmacyFees: sum((payment) => payment.pharmacyFee),
    totalSyringeKitFees: sum((payment) => payment.syringeKitFee),
    totalConsultFees: sum((payment) => payment.consultFee),
    totalShippingFees: sum((payment) => payment.shippingFee),
    totalTechPlatformFees: sum((payment) => payment.techPlatformFee),
  };
}
