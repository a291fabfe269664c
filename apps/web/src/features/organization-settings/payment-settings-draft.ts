import type { PaymentSettingsFieldsFragment, PaymentSettingsInput } from '../../generated/graphql';
import { centsToText, textToCents } from '../../shared/money';
import type { SubFeeDraft } from '../../shared/SubFeesEditor';

/** The named fees of the payment settings, with their labels, in the order they are shown. */
export const SETTING_FEES = [
  ['consultFee', 'Consult fee'],
  ['pharmacyFee', 'Pharmacy fee'],
  ['shippingFee', 'Shipping fee'],
  ['syringeKitFee', 'Syringe kit fee'],
  ['techPlatformFee', 'Tech platform fee'],
  ['convenienceFee', 'Convenience fee'],
] as const;
export type SettingFee = (typeof SETTING_FEES)[number][0];

export const MAX_SETTING_SUB_FEES = 10;

/** The payments section as typed. */
export type PaymentSettingsDraft = Record<SettingFee, string> & {
  /** Percent of the amount, up to two decimals ("2.9"). */
  processingRate: string;
  processingFixedFee: string;
  subFees: SubFeeDraft[];
  /** Days as typed, separated by commas ("1, 3, 7"). */
  dunningRetryDays: string;
  abandonedCartAfterHours: string;
  abandonedCartMaxReminders: string;
};

type Payments = PaymentSettingsFieldsFragment['payments'];

/** 290 basis points → "2.9". */
const percentOf = (basisPoints: number) => String(basisPoints / 100);

export function paymentSettingsDraftOf(payments: Payments): PaymentSettingsDraft {
  const { fees } = payments;
  return {
    processingRate: percentOf(fees.paymentProcessingBasisPoints),
    processingFixedFee: centsToText(fees.paymentProcessingFixedFee),
    ...(Object.fromEntries(SETTING_FEES.map(([field]) => [field, centsToText(fees[field])])) as Record<
      SettingFee,
      string
    >),
    subFees: fees.subFees.map(({ label, amount }) => ({ label, amount: centsToText(amount) })),
    dunningRetryDays: payments.dunningRetryDays.join(', '),
    abandonedCartAfterHours: String(payments.abandonedCartAfterHours),
    abandonedCartMaxReminders: String(payments.abandonedCartMaxReminders),
  };
}

/** "2.9" → 290; empty → 0; anything that is not a percent with at most two decimals → undefined. */
export function basisPointsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "1, 3 ,7" → [1, 3, 7]; empty → []; anything but whole numbers → undefined. */
export function daysOf(text: string): number[] | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return undefined;
  return parts.map(Number);
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
const MONEY = 'Enter an amount in dollars and cents, like 49.99';

/**
 * What cannot be sent at all (the api takes whole numbers and cents), keyed by the api's field path, so a
 * problem the form finds shows where the api's would. Ranges are the api's to check; it says so at the field.
 */
export function paymentSettingsProblems(draft: PaymentSettingsDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const money = (text: string, field: string) => {
    if (textToCents(text) === undefined) problems[field] = MONEY;
  };
  if (basisPointsOf(draft.processingRate) === undefined) {
    problems['payments.fees.paymentProcessingBasisPoints'] = 'Enter a percent with at most two decimals, like 2.9';
  }
  money(draft.processingFixedFee, 'payments.fees.paymentProcessingFixedFee');
  for (const [field] of SETTING_FEES) money(draft[field], `payments.fees.${field}`);
  draft.subFees.forEach((row, index) => {
    if (!row.label.trim()) problems[`payments.fees.subFees.${index}.label`] = 'Enter a label';
    if (textToCents(row.amount) === undefined) problems[`payments.fees.subFees.${index}.amount`] = MONEY;
  });
  if (daysOf(draft.dunningRetryDays) === undefined) {
    problems['payments.dunningRetryDays'] = 'Enter whole days separated by commas, like 1, 3, 7';
  }
  if (whole(draft.abandonedCartAfterHours) === undefined)
    problems['payments.abandonedCartAfterHours'] = 'Enter a whole number';
  if (whole(draft.abandonedCartMaxReminders) === undefined) {
    problems['payments.abandonedCartMaxReminders'] = 'Enter a whole number';
  }
  return problems;
}

/** The draft as the api's input; call only when paymentSettingsProblems found nothing. */
export function paymentSettingsInputOf(draft: PaymentSettingsDraft): PaymentSettingsInput {
  const cents = (text: string) => textToCents(text) ?? 0;
  return {
    fees: {
      paymentProcessingBasisPoints: basisPointsOf(draft.processingRate) ?? 0,
      paymentProcessingFixedFee: cents(draft.processingFixedFee),
      ...(Object.fromEntries(SETTING_FEES.map(([field]) => [field, cents(draft[field])])) as Record<
        SettingFee,
        number
      >),
      subFees: draft.subFees.map((row) => ({ label: row.label.trim(), amount: cents(row.amount) })),
    },
    dunningRetryDays: daysOf(draft.dunningRetryDays) ?? [],
    abandonedCartAfterHours: Number(draft.abandonedCartAfterHours.trim()),
    abandonedCartMaxReminders: Number(draft.abandonedCartMaxReminders.trim()),
  };
}
