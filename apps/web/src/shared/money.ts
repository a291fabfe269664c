/** Money as shown and typed: integer cents in, dollars and cents out, and back. */

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
