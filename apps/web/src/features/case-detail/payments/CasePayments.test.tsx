import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations } from '../../../app/routes/test-support';
import { activityPredicate } from '../timeline/activity-sentence';
import {
  activity,
  ADMIN_ON_OPEN_CASE,
  CASE_ID,
  casePayments,
  GraphQLErrorsAnswer,
  payment,
  renderCase,
  type Resolver,
  staffCase,
  viewerCan,
  viewerCanAllBut,
} from '../test-case-detail';
import { textToCents } from './payment-format';
import { emptyPaymentForm, paymentProblems } from './payment-form';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const PAYMENT_STAFF = viewerCanAllBut('acceptCase', 'reopenCase');
const MANAGE = viewerCan('addCasePayment', 'updateCasePayment', 'deleteCasePayment');

const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Payments' })).closest('section') as HTMLElement;

function openCase(resolvers: Record<string, Resolver> = {}, can = PAYMENT_STAFF) {
  return renderCase(CASE_PATH, makeUser('CVTPA'), {
    CaseDetail: () => staffCase({ viewerCan: can }),
    ...resolvers,
  });
}

/** A change's answer: the case's payments and totals as the change left them, and its timeline entry. */
const changed =
  (field: string, payments: ReturnType<typeof payment>[], type: string): Resolver =>
  () => ({
    [field]: {
      __typename: 'CasePaymentPayload',
      success: true,
      message: 'Operation succeeded!',
      ...(field === 'deleteCasePayment' ? {} : { payment: payments[0] }),
      case: casePayments(payments, MANAGE).caseById,
      activities: [activity(`a-${type}`, type, { payload: { paymentId: payments[0]?.id ?? 'p-1' } })],
    },
  });

describe('Payments on the staff case page', () => {
  beforeAll(async () => {
    await preloadLazyModules();
  });
  afterEach(cleanup);

  it('lists payments with amount, status, dates and description; fees fold away; totals show when answered', async () => {
    openCase({
      CasePayments: () =>
        casePayments(
          [
            payment('p-1', { status: 'PAID', paymentDate: '2026-02-01T10:00:00.000Z' }),
            payment('p-2', { description: 'Month 2', dueDate: '2026-04-01', isScheduled: true }),
          ],
          MANAGE,
          { totalPayments: 29_900, totalCosts: 15_400, totalPayoutAmount: 14_500, totalConsultFees: 3_500 },
        ),
    });
    const payments = await section();
    const items = await within(payments).findAllByTestId('payment');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Paid')).toBeTruthy();
    expect(within(items[0]).getByText(/Paid Feb 1, 2026/)).toBeTruthy();
    expect(within(items[1]).getByText('Unpaid')).toBeTruthy();
    expect(within(items[1]).getByText('Scheduled')).toBeTruthy();
    expect(within(items[1]).getByText(/Due Apr 1, 2026/)).toBeTruthy();
    // Fees are folded away until asked for.
    const toggle = within(items[0]).getByRole('button', { name: 'Show fees' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded fees are hidden from everyone, screen readers included.
    expect(within(items[0]).queryAllByRole('term')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(items[0])
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Consult fee', 'Pharmacy fee', 'Payment processing fee', 'Total fees', 'Payout']);
    expect(within(items[0]).getByText('$145.00')).toBeTruthy();
    // A paid payment cannot be marked paid or canceled again.
    expect(within(items[0]).queryByRole('button', { name: /^Mark .* paid$/ })).toBeNull();
    expect(within(items[1]).getByRole('button', { name: 'Mark Month 2 paid' })).toBeTruthy();
    const totals = within(payments).getByText('Totals (paid payments)').parentElement as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['$299.00', '$154.00', '$145.00', '$35.00']);
    expect(await seriousAxeViolations(payments)).toEqual([]);
  });

  it('shows fees to nobody who is not answered them, and no totals without them', async () => {
    openCase({
      CasePayments: () =>
        casePayments(
          [payment('p-1', { totalCost: null, payoutAmount: null, consultFee: null, pharmacyFee: null })],
          viewerCan('updateCasePayment'),
        ),
    });
    const payments = await section();
    const [item] = await within(payments).findAllByTestId('payment');
    expect(within(item).queryByRole('button', { name: 'Show fees' })).toBeNull();
    expect(within(payments).queryByText('Totals (paid payments)')).toBeNull();
    expect(within(payments).queryByRole('button', { name: 'Add payment' })).toBeNull();
  });

  it('is not on the page for who may not manage payments', async () => {
    renderCase(CASE_PATH, makeUser('ADMIN'), { CaseDetail: () => staffCase({ viewerCan: ADMIN_ON_OPEN_CASE }) });
    await screen.findByRole('heading', { level: 2, name: 'Decisions' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Payments' })).toBeNull();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    openCase();
    expect(await within(await section()).findByText('No payments yet.')).toBeTruthy();
    cleanup();
    openCase({ CasePayments: () => new GraphQLErrorsAnswer([{ message: 'boom' }]) });
    expect(await within(await section()).findByText(/We couldn.t load the payments/)).toBeTruthy();
  });

  it('adds a payment from a dialog with field-level problems, and writes the answer into the page', async () => {
    const added = payment('p-new', { amount: 12_345, description: 'Consult', pharmacyFee: 0, consultFee: 2_000 });
    const calls: Record<string, unknown>[] = [];
    const { operations } = openCase({
      CasePaymentAdd: (variables) => {
        calls.push(variables);
        return changed('addCasePayment', [added], 'PAYMENT_ADDED')({});
      },
    });
    const payments = await section();
    fireEvent.click(await within(payments).findByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Enter the amount')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Amount/)));
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.3.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Enter an amount in dollars and cents, like 49.99')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '123.45' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Consult' } });
    fireEvent.change(within(dialog).getByLabelText('Consult fee'), { target: { value: '20' } });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toEqual({
      input: expect.objectContaining({ caseId: CASE_ID, amount: 12_345, description: 'Consult', consultFee: 2_000 }),
    });
    expect(await within(payments).findByText('$123.45')).toBeTruthy();
    // Written from the answer: the payments were not asked for again.
    expect(operations.filter((operation) => operation.name === 'CasePayments')).toHaveLength(1);
  });

  it("shows the api's refusal at the field it names", async () => {
    openCase({
      CasePayments: () => casePayments([payment('p-1')], MANAGE),
      CasePaymentUpdate: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'amount: the fees and sub-fees add up to more than the amount',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
    });
    const payments = await section();
    fireEvent.click(await within(payments).findByRole('button', { name: 'Edit Month 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit payment/ });
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('299.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    expect(await within(dialog).findByText('The fees and sub-fees add up to more than the amount')).toBeTruthy();
  });

  it('marks a payment paid, cancels and deletes one after a confirmation', async () => {
    const calls: { name: string; variables: Record<string, unknown> }[] = [];
    openCase({
      CasePayments: () => casePayments([payment('p-1')], MANAGE),
      CasePaymentUpdate: (variables) => {
        calls.push({ name: 'update', variables });
        const status = (variables.input as { status: string }).status;
        return changed(
          'updateCasePayment',
          [payment('p-1', { status, paymentDate: status === 'PAID' ? '2026-02-02T10:00:00.000Z' : null })],
          status === 'PAID' ? 'PAYMENT_COMPLETED' : 'TEXT_INFO',
        )({});
      },
      CasePaymentDelete: (variables) => {
        calls.push({ name: 'delete', variables });
        return changed('deleteCasePayment', [], 'TEXT_INFO')({});
      },
    });
    const payments = await section();
    fireEvent.click(await within(payments).findByRole('button', { name: 'Mark Month 1 paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this payment paid?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(payments).findByText('Paid')).toBeTruthy();
    expect(calls[0].variables).toEqual({ input: { paymentId: 'p-1', status: 'PAID' } });

    fireEvent.click(within(payments).getByRole('button', { name: 'Delete Month 1' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Delete payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(payments).findByText('No payments yet.')).toBeTruthy();
    expect(calls[1]).toEqual({ name: 'delete', variables: { paymentId: 'p-1' } });
  });
});

describe('payment amounts as typed', () => {
  it('reads dollars and cents exactly, and refuses anything else', () => {
    expect(textToCents('123.45')).toBe(12_345);
    expect(textToCents('$1,000.5')).toBe(100_050);
    expect(textToCents('0.07')).toBe(7);
    expect(textToCents('')).toBeNull();
    expect(textToCents('-1')).toBeUndefined();
    expect(textToCents('1.234')).toBeUndefined();
  });

  it('refuses fees over the amount before sending', () => {
    const values = { ...emptyPaymentForm(), amount: '10', consultFee: '8', pharmacyFee: '3' };
    expect(paymentProblems(values, true)).toEqual({ amount: 'The fees and sub-fees add up to more than the amount' });
    expect(paymentProblems(values, false)).toEqual({});
  });
});

describe('payment changes on the timeline', () => {
  it('reads as sentences', () => {
    const entry = (type: string, payload: Record<string, unknown>) => ({ type, payload }) as never;
    expect(activityPredicate(entry('TEXT_INFO', { field: 'payment', change: 'canceled' }))).toBe('canceled a payment');
    expect(activityPredicate(entry('TEXT_INFO', { field: 'payment', change: 'deleted' }))).toBe('deleted a payment');
    expect(activityPredicate(entry('PAYMENT_ADDED', {}))).toBe('added a payment');
  });
});
