import type { CasePaymentFieldsFragment } from '../../../generated/graphql';
import { centsToText, FEES, type FeeField, textToCents } from './payment-format';

/** What the payment dialog holds, as typed. */
export type PaymentFormValues = { amount: string; description: string; dueDate: string } & Record<FeeField, string>;

export type PaymentProblems = Partial<Record<keyof PaymentFormValues, string>>;

/** The fields in the order they are shown, so focus goes to the first one with a problem. */
export const PAYMENT_FIELD_ORDER: readonly (keyof PaymentFormValues)[] = [
  'amount',
  'description',
  'dueDate',
  ...FEES.map(([field]) => field),
];

const MAX_CENTS = 100_000_000;
const MAX_DESCRIPTION = 2000;

export function emptyPaymentForm(): PaymentFormValues {
  return {
    amount: '',
    description: '',
    dueDate: '',
    ...(Object.fromEntries(FEES.map(([field]) => [field, ''])) as Record<FeeField, string>),
  };
}

export function paymentFormOf(payment: CasePaymentFieldsFragment): PaymentFormValues {
  return {
    amount: centsToText(payment.amount),
    description: payment.description,
    dueDate: payment.dueDate ?? '',
    ...(Object.fromEntries(FEES.map(([field]) => [field, centsToText(payment[field])])) as Record<FeeField, string>),
  };
}

const moneyProblem = (text: string, required: boolean): string | undefined => {
  const cents = textToCents(text);
  if (cents === undefined) return 'Enter an amount in dollars and cents, like 49.99';
  if (cents === null) return required ? 'Enter the amount' : undefined;
  if (cents > MAX_CENTS) return 'Enter at most $1,000,000.00';
  return undefined;
};

/**
 * What the form can tell before sending: the amount is required, every amount is dollars and cents, and
 * the fees (known only to payment staff) add up to no more than the amount. The api checks all again.
 */
export function paymentProblems(values: PaymentFormValues, showFees: boolean): PaymentProblems {
  const problems: PaymentProblems = {};
  const amountProblem = moneyProblem(values.amount, true);
  if (amountProblem) problems.amount = amountProblem;
  if (values.description.trim().length > MAX_DESCRIPTION) {
    problems.description = `Use at most ${MAX_DESCRIPTION} characters`;
  }
  if (!showFees) return problems;
  for (const [field] of FEES) {
    const problem = moneyProblem(values[field], false);
    if (problem) problems[field] = problem;
  }
  const amount = textToCents(values.amount);
  const fees = FEES.reduce((sum, [field]) => sum + (textToCents(values[field]) ?? 0), 0);
  if (!problems.amount && typeof amount === 'number' && fees > amount) {
    problems.amount = 'The fees add up to more than the amount';
  }
  return problems;
}

/** The form as the api's input (cents); fees only when the viewer works with them. */
export function paymentInputOf(values: PaymentFormValues, showFees: boolean) {
  const fees = showFees
    ? Object.fromEntries(FEES.map(([field]) => [field, textToCents(values[field]) ?? 0]))
    : ({} as Partial<Record<FeeField, number>>);
  return {
    amount: textToCents(values.amount) ?? 0,
    description: values.description.trim(),
    dueDate: values.dueDate || null,
    ...fees,
  };
}
