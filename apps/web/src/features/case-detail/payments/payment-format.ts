import type { PaymentStatus } from '../../../generated/graphql';

/** The seven fees of a payment with their labels, in the order they are shown and typed. */
export const FEES = [
  ['consultFee', 'Consult fee'],
  ['pharmacyFee', 'Pharmacy fee'],
  ['shippingFee', 'Shipping fee'],
  ['syringeKitFee', 'Syringe kit fee'],
  ['techPlatformFee', 'Tech platform fee'],
  ['paymentProcessingFee', 'Payment processing fee'],
  ['convenienceFee', 'Convenience fee'],
] as const;

export type FeeField = (typeof FEES)[number][0];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  CANCELED: 'Canceled',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'warning' | 'success' | 'default'> = {
  UNPAID: 'warning',
  PAID: 'success',
  CANCELED: 'default',
};

export { centsToText, formatCents, textToCents } from '../../../shared/money';

/** YYYY-MM-DD as a date in words ("Mar 1, 2026"), read as a calendar date (no time zone shift). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A moment as a date in words in the viewer's time zone. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
