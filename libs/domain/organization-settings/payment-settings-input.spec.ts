import { AppError } from '#access';
import { parseInput } from '#domain/shared';
import { updateOrganizationSettingsSchema } from './organization-settings-input.js';
import {
  MAX_ABANDONED_CART_HOURS,
  MAX_FEE_SETTING_CENTS,
  MAX_SETTING_SUB_FEES,
  type PaymentSettingsInput,
} from './payment-settings-input.js';

const valid = (): PaymentSettingsInput => ({
  fees: {
    paymentProcessingBasisPoints: 290,
    paymentProcessingFixedFee: 30,
    pharmacyFee: 1_200,
    syringeKitFee: 0,
    consultFee: 2_500,
    shippingFee: 800,
    techPlatformFee: 100,
    convenienceFee: 0,
    subFees: [{ label: '  Lab work ', amount: 1_500 }],
  },
  dunningRetryDays: [1, 3, 7],
  abandonedCartAfterHours: 24,
  abandonedCartMaxReminders: 2,
});

const parse = (payments: unknown) => parseInput(updateOrganizationSettingsSchema, { payments });

function refusal(payments: unknown): { field: unknown; message: string } {
  try {
    parse(payments);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return { field: (error as AppError).details?.field, message: (error as AppError).message };
  }
  throw new Error('the input was accepted');
}

/** The valid settings with one change made by `edit`. */
const withChange = (edit: (input: PaymentSettingsInput) => void) => {
  const input = valid();
  edit(input);
  return input;
};

describe('payments section of updateOrganizationSettings', () => {
  it('stores the whole section, sub-fee labels trimmed', () => {
    expect(parse(valid()).payments).toEqual({
      ...valid(),
      fees: { ...valid().fees, subFees: [{ label: 'Lab work', amount: 1_500 }] },
    });
  });

  it('takes the edges: no fees, no retries, no reminders, the whole amount as rate, the largest values', () => {
    const edges = withChange((input) => {
      input.fees.paymentProcessingBasisPoints = 10_000;
      input.fees.pharmacyFee = MAX_FEE_SETTING_CENTS;
      input.fees.subFees = Array.from({ length: MAX_SETTING_SUB_FEES }, (_, index) => ({
        label: `Fee ${index}`,
        amount: 0,
      }));
      input.dunningRetryDays = [];
      input.abandonedCartAfterHours = MAX_ABANDONED_CART_HOURS;
      input.abandonedCartMaxReminders = 0;
    });
    expect(parse(edges).payments).toMatchObject({ dunningRetryDays: [], abandonedCartMaxReminders: 0 });
    expect(
      parse(withChange((input) => (input.dunningRetryDays = [1, 2, 10, 20, 40, 60]))).payments?.dunningRetryDays,
    ).toEqual([1, 2, 10, 20, 40, 60]);
  });

  it.each([
    ['a negative fee', (i: PaymentSettingsInput) => (i.fees.consultFee = -1), 'payments.fees.consultFee'],
    ['cents with a fraction', (i: PaymentSettingsInput) => (i.fees.shippingFee = 1.5), 'payments.fees.shippingFee'],
    [
      'a fee over the bound',
      (i: PaymentSettingsInput) => (i.fees.pharmacyFee = MAX_FEE_SETTING_CENTS + 1),
      'payments.fees.pharmacyFee',
    ],
    [
      'a negative fixed fee',
      (i: PaymentSettingsInput) => (i.fees.paymentProcessingFixedFee = -30),
      'payments.fees.paymentProcessingFixedFee',
    ],
    [
      'a rate over the whole amount',
      (i: PaymentSettingsInput) => (i.fees.paymentProcessingBasisPoints = 10_001),
      'payments.fees.paymentProcessingBasisPoints',
    ],
    [
      'a negative rate',
      (i: PaymentSettingsInput) => (i.fees.paymentProcessingBasisPoints = -1),
      'payments.fees.paymentProcessingBasisPoints',
    ],
    [
      'a rate with a fraction',
      (i: PaymentSettingsInput) => (i.fees.paymentProcessingBasisPoints = 2.5),
      'payments.fees.paymentProcessingBasisPoints',
    ],
    [
      'an empty sub-fee label',
      (i: PaymentSettingsInput) => (i.fees.subFees = [{ label: '   ', amount: 1 }]),
      'payments.fees.subFees.0.label',
    ],
    [
      'a control character in a label',
      (i: PaymentSettingsInput) => (i.fees.subFees = [{ label: 'Lab\u0007', amount: 1 }]),
      'payments.fees.subFees.0.label',
    ],
    [
      'a line break in a label',
      (i: PaymentSettingsInput) => (i.fees.subFees = [{ label: 'Lab\nwork', amount: 1 }]),
      'payments.fees.subFees.0.label',
    ],
    [
      'a sub-fee over the bound',
      (i: PaymentSettingsInput) => (i.fees.subFees = [{ label: 'Lab', amount: MAX_FEE_SETTING_CENTS + 1 }]),
      'payments.fees.subFees.0.amount',
    ],
    [
      'too many sub-fees',
      (i: PaymentSettingsInput) =>
        (i.fees.subFees = Array.from({ length: MAX_SETTING_SUB_FEES + 1 }, (_, n) => ({
          label: `Fee ${n}`,
          amount: 1,
        }))),
      'payments.fees.subFees',
    ],
    [
      'retry days out of order',
      (i: PaymentSettingsInput) => (i.dunningRetryDays = [3, 1]),
      'payments.dunningRetryDays.1',
    ],
    ['a retry day twice', (i: PaymentSettingsInput) => (i.dunningRetryDays = [2, 2]), 'payments.dunningRetryDays.1'],
    ['a retry on day 0', (i: PaymentSettingsInput) => (i.dunningRetryDays = [0, 2]), 'payments.dunningRetryDays.0'],
    ['a retry after day 60', (i: PaymentSettingsInput) => (i.dunningRetryDays = [61]), 'payments.dunningRetryDays.0'],
    [
      'seven retries',
      (i: PaymentSettingsInput) => (i.dunningRetryDays = [1, 2, 3, 4, 5, 6, 7]),
      'payments.dunningRetryDays',
    ],
    [
      'no hours before a reminder',
      (i: PaymentSettingsInput) => (i.abandonedCartAfterHours = 0),
      'payments.abandonedCartAfterHours',
    ],
    [
      'more than a month of hours',
      (i: PaymentSettingsInput) => (i.abandonedCartAfterHours = 721),
      'payments.abandonedCartAfterHours',
    ],
    [
      'eleven reminders',
      (i: PaymentSettingsInput) => (i.abandonedCartMaxReminders = 11),
      'payments.abandonedCartMaxReminders',
    ],
    [
      'negative reminders',
      (i: PaymentSettingsInput) => (i.abandonedCartMaxReminders = -1),
      'payments.abandonedCartMaxReminders',
    ],
  ])('refuses %s, naming the field', (_name, edit, field) => {
    expect(refusal(withChange(edit)).field).toBe(field);
  });

  it('refuses a section with a field missing or unknown: the section is replaced whole', () => {
    const { abandonedCartMaxReminders: _left, ...missing } = valid();
    expect(refusal(missing).field).toBe('payments.abandonedCartMaxReminders');
    expect(refusal({ ...valid(), implementationFeeShareFraction: 0.1 }).message).toMatch(
      /implementationFeeShareFraction/,
    );
    const { convenienceFee: _fee, ...fees } = valid().fees;
    expect(refusal({ ...valid(), fees }).field).toBe('payments.fees.convenienceFee');
  });

  it('says what is wrong in words', () => {
    expect(refusal(withChange((i) => (i.dunningRetryDays = [3, 1]))).message).toBe(
      'payments.dunningRetryDays.1: must be later than the day before it',
    );
    expect(refusal(withChange((i) => (i.fees.paymentProcessingBasisPoints = 10_001))).message).toBe(
      'payments.fees.paymentProcessingBasisPoints: must be between 0 and 10000',
    );
  });
});
