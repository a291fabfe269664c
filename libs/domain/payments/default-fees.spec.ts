import { DEFAULT_PAYMENT_SETTINGS, type PaymentFeeSettings } from '#domain/organizations';
import { defaultFeesFor } from './default-fees.js';

const settings = (fees: Partial<PaymentFeeSettings>) => ({ fees: { ...DEFAULT_PAYMENT_SETTINGS.fees, ...fees } });

describe('defaultFeesFor', () => {
  it('charges processing as the rate of the amount plus the fixed part, and copies the other fees', () => {
    const fees = defaultFeesFor(
      10_000,
      settings({
        paymentProcessingBasisPoints: 290,
        paymentProcessingFixedFee: 30,
        pharmacyFee: 1_200,
        syringeKitFee: 300,
        consultFee: 2_500,
        shippingFee: 800,
        techPlatformFee: 100,
        convenienceFee: 50,
        subFees: [{ label: 'Lab work', amount: 1_500 }],
      }),
    );
    expect(fees).toEqual({
      paymentProcessingFee: 290 + 30,
      pharmacyFee: 1_200,
      syringeKitFee: 300,
      consultFee: 2_500,
      shippingFee: 800,
      techPlatformFee: 100,
      convenienceFee: 50,
      subFees: [{ label: 'Lab work', amount: 1_500 }],
    });
  });

  it('rounds the rate to the nearest cent, a half cent up', () => {
    // 2.9 % of $12.34 is 35.786 ¢; 2.5 % of $0.10 is 0.25 ¢; 5 % of $0.10 is exactly half a cent.
    expect(defaultFeesFor(1_234, settings({ paymentProcessingBasisPoints: 290 })).paymentProcessingFee).toBe(36);
    expect(defaultFeesFor(10, settings({ paymentProcessingBasisPoints: 250 })).paymentProcessingFee).toBe(0);
    expect(defaultFeesFor(10, settings({ paymentProcessingBasisPoints: 500 })).paymentProcessingFee).toBe(1);
  });

  it('is the whole amount at 10,000 basis points and nothing at the defaults', () => {
    expect(defaultFeesFor(4_321, settings({ paymentProcessingBasisPoints: 10_000 })).paymentProcessingFee).toBe(4_321);
    const none = defaultFeesFor(50_000, DEFAULT_PAYMENT_SETTINGS);
    expect(none).toEqual({
      paymentProcessingFee: 0,
      pharmacyFee: 0,
      syringeKitFee: 0,
      consultFee: 0,
      shippingFee: 0,
      techPlatformFee: 0,
      convenienceFee: 0,
      subFees: [],
    });
  });

  it('copies the sub-fees: a change to the payment leaves the settings as they were', () => {
    const stored = settings({ subFees: [{ label: 'Handling', amount: 250 }] });
    const fees = defaultFeesFor(1_000, stored);
    fees.subFees[0].amount = 1;
    expect(stored.fees.subFees[0].amount).toBe(250);
  });
});
