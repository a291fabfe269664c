/** The server's arithmetic (libs/domain/promo-codes/promo-discount.ts), for the dialog's live example. */
export interface PromoRule {
  percentDiscount: number | null;
  priceDiscount: number | null;
  refillType: 'EVERY_REFILL' | 'NUMBER_OF_REFILLS' | 'ONE_TIME';
  refillCount: number | null;
}

export const EXAMPLE_PRICE_CENTS = 29_900;

export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Cents off a charge: a percent rounded half up to the cent, never below zero or above the price. */
export function discountOn(price: number, rule: PromoRule): number {
  let discount = 0;
  if (rule.percentDiscount != null) discount = Math.floor((price * Math.min(100, rule.percentDiscount) + 50) / 100);
  else if (rule.priceDiscount != null) discount = rule.priceDiscount;
  return Math.min(price, Math.max(0, discount));
}

/** Which refills also get the discount, in words. */
export function refillsSentence(rule: PromoRule): string {
  if (rule.refillType === 'EVERY_REFILL') return 'every refill also';
  if (rule.refillType === 'NUMBER_OF_REFILLS' && rule.refillCount) {
    return rule.refillCount === 1 ? 'refill 1 also' : `refills 1–${rule.refillCount} also`;
  }
  return 'first charge only';
}

/** "On a $299.00 charge: $59.80 off; refills 1–3 also". */
export function exampleSentence(rule: PromoRule, price = EXAMPLE_PRICE_CENTS): string {
  return `On a ${formatCents(price)} charge: ${formatCents(discountOn(price, rule))} off; ${refillsSentence(rule)}`;
}

/** "20%" or "$30.00". */
export const discountLabel = (rule: Pick<PromoRule, 'percentDiscount' | 'priceDiscount'>) =>
  rule.percentDiscount != null ? `${rule.percentDiscount}%` : formatCents(rule.priceDiscount ?? 0);
