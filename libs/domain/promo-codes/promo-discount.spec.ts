import { RefillType } from './promo-code.enums.js';
import { promoAppliesTo, promoDiscount } from './promo-discount.js';

const { EVERY_REFILL, NUMBER_OF_REFILLS, ONE_TIME } = RefillType;

describe('promoDiscount', () => {
  it('takes a percent of the price, rounded half up to the cent', () => {
    expect(promoDiscount({ price: 29_900, percentDiscount: 20, refillType: ONE_TIME, refillNumber: 0 })).toBe(5_980);
    // 29_950 × 15% = 4_492.5 cents → 4_493
    expect(promoDiscount({ price: 29_950, percentDiscount: 15, refillType: ONE_TIME, refillNumber: 0 })).toBe(4_493);
    // 999 × 33% = 329.67 → 330; 101 × 1% = 1.01 → 1; 49 × 1% = 0.49 → 0
    expect(promoDiscount({ price: 999, percentDiscount: 33, refillType: ONE_TIME, refillNumber: 0 })).toBe(330);
    expect(promoDiscount({ price: 101, percentDiscount: 1, refillType: ONE_TIME, refillNumber: 0 })).toBe(1);
    expect(promoDiscount({ price: 49, percentDiscount: 1, refillType: ONE_TIME, refillNumber: 0 })).toBe(0);
    expect(promoDiscount({ price: 50, percentDiscount: 1, refillType: ONE_TIME, refillNumber: 0 })).toBe(1);
  });

  it('takes 100% as the whole price and never more', () => {
    expect(promoDiscount({ price: 12_345, percentDiscount: 100, refillType: ONE_TIME, refillNumber: 0 })).toBe(12_345);
    expect(promoDiscount({ price: 12_345, percentDiscount: 150, refillType: ONE_TIME, refillNumber: 0 })).toBe(12_345);
  });

  it('takes a price discount, capped at the price', () => {
    expect(promoDiscount({ price: 29_900, priceDiscount: 5_000, refillType: ONE_TIME, refillNumber: 0 })).toBe(5_000);
    expect(promoDiscount({ price: 3_000, priceDiscount: 5_000, refillType: ONE_TIME, refillNumber: 0 })).toBe(3_000);
    expect(promoDiscount({ price: 5_000, priceDiscount: 5_000, refillType: ONE_TIME, refillNumber: 0 })).toBe(5_000);
  });

  it('is never below zero', () => {
    expect(promoDiscount({ price: 10_000, priceDiscount: -500, refillType: ONE_TIME, refillNumber: 0 })).toBe(0);
    expect(promoDiscount({ price: 10_000, percentDiscount: -10, refillType: ONE_TIME, refillNumber: 0 })).toBe(0);
    expect(promoDiscount({ price: -10_000, percentDiscount: 10, refillType: ONE_TIME, refillNumber: 0 })).toBe(0);
    expect(promoDiscount({ price: 0, priceDiscount: 500, refillType: EVERY_REFILL, refillNumber: 0 })).toBe(0);
  });

  it('is zero without a discount', () => {
    expect(promoDiscount({ price: 10_000, refillType: EVERY_REFILL, refillNumber: 0 })).toBe(0);
  });

  it('ONE_TIME: the first charge only', () => {
    const base = { price: 10_000, percentDiscount: 10, refillType: ONE_TIME };
    expect(promoDiscount({ ...base, refillNumber: 0 })).toBe(1_000);
    expect(promoDiscount({ ...base, refillNumber: 1 })).toBe(0);
    expect(promoDiscount({ ...base, refillNumber: 12 })).toBe(0);
  });

  it('EVERY_REFILL: the first charge and every refill', () => {
    const base = { price: 10_000, priceDiscount: 2_500, refillType: EVERY_REFILL };
    expect(promoDiscount({ ...base, refillNumber: 0 })).toBe(2_500);
    expect(promoDiscount({ ...base, refillNumber: 1 })).toBe(2_500);
    expect(promoDiscount({ ...base, refillNumber: 100 })).toBe(2_500);
  });

  it('NUMBER_OF_REFILLS: the first charge and refills 1 to the count, then none', () => {
    const base = { price: 29_900, priceDiscount: 3_000, refillType: NUMBER_OF_REFILLS, refillCount: 3 };
    expect(promoDiscount({ ...base, refillNumber: 0 })).toBe(3_000);
    expect(promoDiscount({ ...base, refillNumber: 1 })).toBe(3_000);
    expect(promoDiscount({ ...base, refillNumber: 3 })).toBe(3_000);
    expect(promoDiscount({ ...base, refillNumber: 4 })).toBe(0);
  });

  it('NUMBER_OF_REFILLS without a count is the first charge only', () => {
    const base = { price: 10_000, percentDiscount: 10, refillType: NUMBER_OF_REFILLS };
    expect(promoDiscount({ ...base, refillNumber: 0 })).toBe(1_000);
    expect(promoDiscount({ ...base, refillNumber: 1 })).toBe(0);
  });

  it('no charge number below zero or fractional gets a discount', () => {
    const base = { price: 10_000, percentDiscount: 10, refillType: EVERY_REFILL };
    expect(promoDiscount({ ...base, refillNumber: -1 })).toBe(0);
    expect(promoDiscount({ ...base, refillNumber: 1.5 })).toBe(0);
  });
});

describe('promoAppliesTo', () => {
  it.each([
    [ONE_TIME, null, 0, true],
    [ONE_TIME, null, 1, false],
    [EVERY_REFILL, null, 7, true],
    [NUMBER_OF_REFILLS, 2, 2, true],
    [NUMBER_OF_REFILLS, 2, 3, false],
  ])('%s (count %s) on charge %s: %s', (type, count, n, expected) => {
    expect(promoAppliesTo(type, count, n)).toBe(expected);
  });
});
