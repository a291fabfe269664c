import { RefillType } from './promo-code.enums.js';

export interface PromoDiscountInput {
  /** The charge, in integer cents. */
  price: number;
  /** Whole percent, 1 to 100; exclusive with priceDiscount. */
  percentDiscount?: number | null;
  /** Integer cents off; exclusive with percentDiscount. */
  priceDiscount?: number | null;
  refillType: RefillType;
  /** For NUMBER_OF_REFILLS: how many refills after the first charge also get the discount. */
  refillCount?: number | null;
  /** 0 is the first charge, n the nth refill. */
  refillNumber: number;
}

/** Whether a code with this refill rule applies to charge `refillNumber` (0 the first, n the nth refill). */
export function promoAppliesTo(refillType: RefillType, refillCount: number | null | undefined, refillNumber: number) {
  if (!Number.isInteger(refillNumber) || refillNumber < 0) return false;
  if (refillNumber === 0) return true;
  switch (refillType) {
    case RefillType.EVERY_REFILL:
      return true;
    case RefillType.NUMBER_OF_REFILLS:
      return refillNumber <= (refillCount ?? 0);
    case RefillType.ONE_TIME:
      return false;
  }
}

/**
 * The discount, in integer cents, on one charge. A percent discount is rounded half up to the cent
 * (29_950 at 15% is 4_492.5 → 4_493), computed in integers so no floating-point drift reaches money. The
 * result is never below zero and never above the price: a $50.00 code on a $30.00 charge takes $30.00 off.
 */
export function promoDiscount(input: PromoDiscountInput): number {
  const price = Math.max(0, Math.trunc(input.price));
  if (price === 0) return 0;
  if (!promoAppliesTo(input.refillType, input.refillCount, input.refillNumber)) return 0;
  let discount = 0;
  if (input.percentDiscount != null) {
    const percent = Math.min(100, Math.max(0, input.percentDiscount));
    discount = Math.floor((price * percent + 50) / 100);
  } else if (input.priceDiscount != null) {
    discount = Math.trunc(input.priceDiscount);
  }
  return Math.min(price, Math.max(0, discount));
}
