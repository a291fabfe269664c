import { firstChargeCents, firstChargeDiscount } from './case-charge.js';
import type { PromoCodeEntity } from './promo-code.entity.js';
import { RefillType } from './promo-code.enums.js';

const bundle = (priceCents: number, initialDiscountCents = 0, oneTimeFeeCents = 0) => ({
  priceCents,
  initialDiscountCents,
  oneTimeFeeCents,
});

describe('firstChargeCents', () => {
  it('is the price without a discount or a fee', () => {
    expect(firstChargeCents(bundle(29_900))).toBe(29_900);
  });

  it('is the price less the initial discount, plus the one-time fee', () => {
    expect(firstChargeCents(bundle(29_900, 5_000))).toBe(24_900);
    expect(firstChargeCents(bundle(29_900, 0, 4_900))).toBe(34_800);
    expect(firstChargeCents(bundle(29_900, 5_000, 4_900))).toBe(29_800);
  });

  it('never takes the initial discount below zero: the one-time fee is still charged', () => {
    expect(firstChargeCents(bundle(1_000, 1_500))).toBe(0);
    expect(firstChargeCents(bundle(1_000, 1_500, 4_900))).toBe(4_900);
  });

  it('reads nothing below zero or fractional as money', () => {
    expect(firstChargeCents(bundle(-100))).toBe(0);
    expect(firstChargeCents(bundle(1_000, -500, -200))).toBe(1_000);
    expect(firstChargeCents(bundle(1_000.9, 0, 0.5))).toBe(1_000);
    expect(firstChargeCents(bundle(0))).toBe(0);
  });
});

describe('firstChargeDiscount', () => {
  const code = (fields: Partial<PromoCodeEntity>) =>
    ({
      percentDiscount: null,
      priceDiscount: null,
      refillType: RefillType.ONE_TIME,
      refillCount: null,
      ...fields,
    }) as PromoCodeEntity;

  it('is null without a price', () => {
    expect(firstChargeDiscount(code({ percentDiscount: 20 }), null)).toBeNull();
  });

  it("is the code's discount on the first charge, whatever its refill rule", () => {
    // 29_800 (29_900 − 5_000 + 4_900) at 15% = 4_470
    const price = firstChargeCents(bundle(29_900, 5_000, 4_900));
    expect(firstChargeDiscount(code({ percentDiscount: 15 }), price)).toBe(4_470);
    expect(firstChargeDiscount(code({ priceDiscount: 3_000, refillType: RefillType.EVERY_REFILL }), price)).toBe(3_000);
    expect(
      firstChargeDiscount(
        code({ priceDiscount: 3_000, refillType: RefillType.NUMBER_OF_REFILLS, refillCount: 2 }),
        price,
      ),
    ).toBe(3_000);
  });

  it('is capped at the first charge', () => {
    expect(firstChargeDiscount(code({ priceDiscount: 50_000 }), 29_800)).toBe(29_800);
    expect(firstChargeDiscount(code({ percentDiscount: 50 }), 0)).toBe(0);
  });
});
