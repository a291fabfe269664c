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

/** Cents as money in the payment's currency: 12345, 'usd' → "$123.45". */
export function formatCents(cents: number, currency = 'usd'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Cents as typed in a money field: "123.45" → "123.45", 5 → "0.05". */
export function centsToText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}

/**
 * Typed money as cents: "1,234.5" → 123450; empty → null; anything else (a minus sign, a third decimal,
 * letters) → undefined.
 */
export function textToCents(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

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
