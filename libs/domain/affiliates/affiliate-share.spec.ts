import { affiliateShareOf } from './affiliate-share.js';

describe('affiliateShareOf', () => {
  it('is the fraction of the tech platform fee in whole cents, rounded half up', () => {
    expect(affiliateShareOf(1000, 0.25)).toBe(250);
    expect(affiliateShareOf(999, 0.125)).toBe(125); // 124.875
    expect(affiliateShareOf(10, 0.05)).toBe(1); // 0.5 rounds up
    expect(affiliateShareOf(0, 1)).toBe(0);
    expect(affiliateShareOf(1234, 0)).toBe(0);
    expect(affiliateShareOf(1234, 1)).toBe(1234);
  });
});
