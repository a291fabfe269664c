import { FEE_FIELDS, payoutOf, type PaymentMoney, totalCostOf, totalsOf } from './payment-amounts.js';
import { isAllowedPaymentMove, PaymentStatus } from './payment-status.js';

const money = (amount: number, fees: Partial<PaymentMoney> = {}): PaymentMoney => ({
  amount,
  subFees: [],
  ...(Object.fromEntries(FEE_FIELDS.map((field) => [field, 0])) as Record<(typeof FEE_FIELDS)[number], number>),
  ...fees,
});

describe('payment amounts', () => {
  it('costs every named fee and every sub-fee once; the payout is what is left of the amount', () => {
    const payment = money(30_000, {
      paymentProcessingFee: 900,
      pharmacyFee: 12_000,
      syringeKitFee: 500,
      consultFee: 3_000,
      shippingFee: 800,
      techPlatformFee: 1_000,
      convenienceFee: 300,
      subFees: [
        { label: 'Lab work', amount: 1_500 },
        { label: 'Handling', amount: 250 },
      ],
    });
    expect(totalCostOf(payment)).toBe(900 + 12_000 + 500 + 3_000 + 800 + 1_000 + 300 + 1_500 + 250);
    expect(payoutOf(payment)).toBe(30_000 - 20_250);
  });

  it('a payment without fees pays out its whole amount', () => {
    expect(payoutOf(money(4_999))).toBe(4_999);
  });

  it('totals count PAID payments that are not deleted, and payout totals are payments minus costs', () => {
    const rows = [
      {
        ...money(10_000, { consultFee: 2_000, subFees: [{ label: 'Lab', amount: 100 }] }),
        status: 'PAID',
        isDeleted: false,
      },
      { ...money(5_000, { pharmacyFee: 1_000 }), status: 'PAID', isDeleted: false },
      { ...money(7_000, { consultFee: 700 }), status: 'UNPAID', isDeleted: false },
      { ...money(9_000, { consultFee: 900 }), status: 'CANCELED', isDeleted: false },
      { ...money(8_000, { consultFee: 800 }), status: 'PAID', isDeleted: true },
    ];
    expect(totalsOf(rows)).toEqual({
      totalPayments: 15_000,
      totalCosts: 3_100,
      totalPayoutAmount: 11_900,
      totalPaymentProcessingFees: 0,
      totalPharmacyFees: 1_000,
      totalSyringeKitFees: 0,
      totalConsultFees: 2_000,
      totalShippingFees: 0,
      totalTechPlatformFees: 0,
    });
    expect(totalsOf([])).toMatchObject({ totalPayments: 0, totalCosts: 0, totalPayoutAmount: 0 });
  });

  it('UNPAID moves to PAID or CANCELED; PAID and CANCELED are final', () => {
    const { UNPAID, PAID, CANCELED } = PaymentStatus;
    expect(isAllowedPaymentMove(UNPAID, PAID)).toBe(true);
    expect(isAllowedPaymentMove(UNPAID, CANCELED)).toBe(true);
    expect(isAllowedPaymentMove(PAID, PAID)).toBe(true);
    expect(isAllowedPaymentMove(PAID, UNPAID)).toBe(false);
    expect(isAllowedPaymentMove(CANCELED, UNPAID)).toBe(false);
    expect(isAllowedPaymentMove(PAID, CANCELED)).toBe(false);
    expect(isAllowedPaymentMove(CANCELED, PAID)).toBe(false);
  });
});
