import { formatCents } from '../../promo-codes/promo-example';

/** "$249.00 / month". */
export const planPrice = (bundle: { priceCents: number; priceUnit: string }) =>
  bundle.priceUnit ? `${formatCents(bundle.priceCents)} / ${bundle.priceUnit}` : formatCents(bundle.priceCents);

/** An option of the plan select: "Semaglutide monthly — $249.00 / month (sold out)". */
export function planOption(bundle: {
  name: string;
  priceCents: number;
  priceUnit: string;
  isVisible?: boolean | null;
  isSoldOut: boolean;
}) {
  const marks = [bundle.isVisible === false ? 'hidden' : null, bundle.isSoldOut ? 'sold out' : null].filter(Boolean);
  return `${bundle.name} — ${planPrice(bundle)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}
