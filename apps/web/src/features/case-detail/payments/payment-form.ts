import type { CasePaymentFieldsFragment, PaymentStatus } from '../../../generated/graphql';
import type { SubFeeDraft } from '../../../shared/SubFeesEditor';
import { centsToText, FEES, type FeeField, textToCents } from './payment-format';

/** The parts of a shipping address, with their labels; all but the second line are required. */
export const ADDRESS_FIELDS = [
  ['addressLine1', 'Address line 1', true],
  ['addressLine2', 'Address line 2', false],
  ['city', 'City', true],
  ['state', 'State', true],
  ['postalCode', 'Postal code', true],
  ['country', 'Country', true],
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number][0];

/** What the payment dialog holds, as typed. */
export type PaymentFormValues = Record<FeeField, string> &
  Record<AddressField, string> & {
    amount: string;
    description: string;
    dueDate: string;
    status: PaymentStatus;
    isScheduled: boolean;
    /** Its place in the schedule, as typed (0 is the first). */
    schedulePosition: string;
    hasShippingAddress: boolean;
    subFees: SubFeeDraft[];
    /** The case file that is the receipt; empty for none. */
    paymentAttachmentId: string;
  };

/** Problems by field: the form's names, a sub-fee's as `subFees.{index}.label|amount`. */
export type PaymentProblems = Partial<Record<string, string>>;

/** The fields in the order they are shown, so focus goes to the first one with a problem. */
export const PAYMENT_FIELD_ORDER: readonly string[] = [
  'amount',
  'description',
  'status',
  'dueDate',
  'isScheduled',
  'schedulePosition',
  'paymentAttachmentId',
  ...ADDRESS_FIELDS.map(([field]) => field),
  ...FEES.map(([field]) => field),
  'subFees',
];

/** Where a field comes in the form: a sub-fee's fields by their row. */
export function fieldRank(field: string): number {
  const row = /^subFees\.(\d+)\.(label|amount)$/.exec(field);
  if (row) return PAYMENT_FIELD_ORDER.indexOf('subFees') * 1000 + Number(row[1]) * 2 + (row[2] === 'amount' ? 1 : 0);
  const index = PAYMENT_FIELD_ORDER.indexOf(field);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index * 1000;
}

/**
 * The form's field for a field the api names: `shippingAddress.city` is `city`, `subFees.0.label` stays;
 * null for one the form does not show.
 */
export function formFieldOf(apiField: string): string | null {
  const field = apiField.replace(/^input\./, '').replace(/^shippingAddress\./, '');
  if (/^subFees\.\d+\.(label|amount)$/.test(field)) return field;
  if (field === 'shippingAddress') return 'addressLine1';
  return PAYMENT_FIELD_ORDER.includes(field) ? field : null;
}

const MAX_CENTS = 100_000_000;
const MAX_DESCRIPTION = 2000;
export const MAX_SCHEDULE_POSITION = 1000;
export const MAX_PAYMENT_SUB_FEES = 20;

const noFees = () => Object.fromEntries(FEES.map(([field]) => [field, ''])) as Record<FeeField, string>;
const noAddress = () =>
  Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, ''])) as Record<AddressField, string>;

export function emptyPaymentForm(): PaymentFormValues {
  return {
    amount: '',
    description: '',
    dueDate: '',
    status: 'UNPAID',
    isScheduled: false,
    schedulePosition: '',
    hasShippingAddress: false,
    subFees: [],
    paymentAttachmentId: '',
    ...noFees(),
    ...noAddress(),
  };
}

export function paymentFormOf(payment: CasePaymentFieldsFragment): PaymentFormValues {
  const address = payment.shippingAddress;
  return {
    amount: centsToText(payment.amount),
    description: payment.description,
    dueDate: payment.dueDate ?? '',
    status: payment.status,
    isScheduled: payment.isScheduled,
    schedulePosition:
      payment.schedulePosition === null || payment.schedulePosition === undefined
        ? ''
        : String(payment.schedulePosition),
    hasShippingAddress: !!address,
    subFees: (payment.subFees ?? []).map(({ label, amount }) => ({ label, amount: centsToText(amount) })),
    paymentAttachmentId: payment.paymentAttachment?.id ?? '',
    ...(Object.fromEntries(FEES.map(([field]) => [field, centsToText(payment[field])])) as Record<FeeField, string>),
    ...(Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, address ? (address[field] ?? '') : ''])) as Record<
      AddressField,
      string
    >),
  };
}

/** The fees the organization's settings give, as the form holds them. */
export function feesFormOf(fees: Record<FeeField, number> & { subFees: { label: string; amount: number }[] }) {
  return {
    ...(Object.fromEntries(FEES.map(([field]) => [field, centsToText(fees[field])])) as Record<FeeField, string>),
    subFees: fees.subFees.map(({ label, amount }) => ({ label, amount: centsToText(amount) })),
  };
}

const MONEY = 'Enter an amount in dollars and cents, like 49.99';
const moneyProblem = (text: string, required: boolean): string | undefined => {
  const cents = textToCents(text);
  if (cents === undefined) return MONEY;
  if (cents === null) return required ? 'Enter the amount' : undefined;
  if (cents > MAX_CENTS) return 'Enter at most $1,000,000.00';
  return undefined;
};

/**
 * What the form can tell before sending: the amount is required, every amount is dollars and cents, a
 * scheduled payment has its place, a shipping address has its parts, a sub-fee has a label, and the fees
 * and sub-fees (known only to payment staff) add up to no more than the amount. The api checks all again.
 */
export function paymentProblems(values: PaymentFormValues, showFees: boolean): PaymentProblems {
  const problems: PaymentProblems = {};
  const amountProblem = moneyProblem(values.amount, true);
  if (amountProblem) problems.amount = amountProblem;
  if (values.description.trim().length > MAX_DESCRIPTION) {
    problems.description = `Use at most ${MAX_DESCRIPTION} characters`;
  }
  if (values.isScheduled) {
    const position = values.schedulePosition.trim();
    if (position === '') problems.schedulePosition = 'Enter its place in the schedule';
    else if (!/^\d+$/.test(position) || Number(position) > MAX_SCHEDULE_POSITION) {
      problems.schedulePosition = `Enter a whole number from 0 to ${MAX_SCHEDULE_POSITION}`;
    }
  }
  if (values.hasShippingAddress) {
    for (const [field, label, required] of ADDRESS_FIELDS) {
      if (required && !values[field].trim()) problems[field] = `Enter the ${label.toLowerCase()}`;
    }
  }
  if (!showFees) return problems;
  for (const [field] of FEES) {
    const problem = moneyProblem(values[field], false);
    if (problem) problems[field] = problem;
  }
  values.subFees.forEach((row, index) => {
    if (!row.label.trim()) problems[`subFees.${index}.label`] = 'Enter a label';
    const problem = moneyProblem(row.amount, false);
    if (problem) problems[`subFees.${index}.amount`] = problem;
  });
  const amount = textToCents(values.amount);
  const fees =
    FEES.reduce((sum, [field]) => sum + (textToCents(values[field]) ?? 0), 0) +
    values.subFees.reduce((sum, row) => sum + (textToCents(row.amount) ?? 0), 0);
  if (!problems.amount && typeof amount === 'number' && fees > amount) {
    problems.amount = 'The fees and sub-fees add up to more than the amount';
  }
  return problems;
}

/**
 * The form as the api's input (cents). Fees and sub-fees go only when the viewer works with them and
 * `withFees`: a new payment whose fees nobody filled in leaves them out, so the api gives it the
 * organization's fees.
 */
export function paymentInputOf(values: PaymentFormValues, { withFees }: { withFees: boolean }) {
  const fees = withFees
    ? {
        ...Object.fromEntries(FEES.map(([field]) => [field, textToCents(values[field]) ?? 0])),
        subFees: values.subFees.map((row) => ({ label: row.label.trim(), amount: textToCents(row.amount) ?? 0 })),
      }
    : {};
  return {
    amount: textToCents(values.amount) ?? 0,
    description: values.description.trim(),
    status: values.status,
    dueDate: values.dueDate || null,
    isScheduled: values.isScheduled,
    schedulePosition: values.isScheduled ? Number(values.schedulePosition.trim()) : null,
    paymentAttachmentId: values.paymentAttachmentId || null,
    shippingAddress: values.hasShippingAddress
      ? {
          addressLine1: values.addressLine1.trim(),
          addressLine2: values.addressLine2.trim() || null,
          city: values.city.trim(),
          state: values.state.trim(),
          postalCode: values.postalCode.trim(),
          country: values.country.trim(),
        }
      : null,
    ...fees,
  };
}
