import { fractionSchema } from './affiliate-input.js';

describe('implementationFeeShareFraction', () => {
  it('takes numbers from 0 to 1 with at most four decimals', () => {
    for (const value of [0, 1, 0.5, 0.1234, 0.07]) expect(fractionSchema.safeParse(value).success).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [-0.0001, 1.0001, 0.12345, Number.NaN, Number.POSITIVE_INFINITY, '0.5', null])
      expect([value, fractionSchema.safeParse(value).success]).toEqual([value, false]);
  });
});
