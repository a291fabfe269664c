import { AppError } from '#access';
import { parseInput } from '#domain/shared';
import {
  addPaymentSchema,
  MAX_DESCRIPTION_LENGTH,
  MAX_PAYMENT_CENTS,
  paymentPeriodSchema,
  updatePaymentSchema,
} from './payment-input.schemas.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.details?.field };
    throw error;
  }
  return null;
};

describe('payment input', () => {
  it('takes an amount in cents and fills the defaults later; currency is stored lower case', () => {
    expect(parseInput(addPaymentSchema, { amount: 12_500, currency: 'USD' })).toMatchObject({
      amount: 12_500,
      currency: 'usd',
    });
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount'],
    ['cents with a fraction', { amount: 10.5 }, 'amount'],
    ['an amount over the bound', { amount: MAX_PAYMENT_CENTS + 1 }, 'amount'],
    ['a negative fee', { amount: 100, consultFee: -5 }, 'consultFee'],
    ['a fee with a fraction', { amount: 100, pharmacyFee: 0.1 }, 'pharmacyFee'],
    ['a fee over the bound', { amount: 100, shippingFee: MAX_PAYMENT_CENTS + 1 }, 'shippingFee'],
    ['a currency that is no code', { amount: 100, currency: 'dollars' }, 'currency'],
    ['a control character', { amount: 100, description: 'bad\u0007bell' }, 'description'],
    ['an over-long description', { amount: 100, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) }, 'description'],
    ['a date that does not exist', { amount: 100, dueDate: '2026-02-30' }, 'dueDate'],
    ['a date in no sensible year', { amount: 100, dueDate: '0000-01-01' }, 'dueDate'],
    ['an attachment that is no id', { amount: 100, paymentAttachmentId: 'file.pdf' }, 'paymentAttachmentId'],
    ['a sub-fee without a label', { amount: 100, subFees: [{ label: ' ', amount: 5 }] }, 'subFees.0.label'],
    ['a negative sub-fee', { amount: 100, subFees: [{ label: 'Lab', amount: -5 }] }, 'subFees.0.amount'],
    [
      'a sub-fee label with a line break',
      { amount: 100, subFees: [{ label: 'Lab\nfee', amount: 5 }] },
      'subFees.0.label',
    ],
    [
      'a shipping address without a city',
      {
        amount: 100,
        shippingAddress: { addressLine1: '1 Main St', city: '', state: 'CA', country: 'US', postalCode: '94000' },
      },
      'shippingAddress.city',
    ],
    ['an unknown status', { amount: 100, status: 'REFUNDED' }, 'status'],
  ])('refuses %s, naming the field', (_name, input, field) => {
    expect(refusal(() => parseInput(addPaymentSchema, input))).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  it('an update may leave everything out, and refuses the same bad values', () => {
    expect(parseInput(updatePaymentSchema, {})).toEqual({});
    expect(refusal(() => parseInput(updatePaymentSchema, { amount: -3 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'amount',
    });
  });

  it('a period runs forwards for at most a year', () => {
    expect(parseInput(paymentPeriodSchema, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(refusal(() => parseInput(paymentPeriodSchema, { from: '2026-02-01', to: '2026-01-31' }))?.field).toBe('to');
    expect(refusal(() => parseInput(paymentPeriodSchema, { from: '2024-01-01', to: '2026-01-31' }))?.field).toBe('to');
    expect(refusal(() => parseInput(paymentPeriodSchema, { from: '0001-01-01', to: '0001-02-01' }))?.field).toBe(
      'from',
    );
  });
});
