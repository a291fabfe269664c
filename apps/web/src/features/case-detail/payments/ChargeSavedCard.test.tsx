import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, preloadLazyModules, seriousAxeViolations } from '../../../app/routes/test-support';
import {
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
import { CHARGE_UNDER_WAY } from './ChargeSavedCard';

const CASE_PATH = `/accommodations/cases/${CASE_ID}`;
const MANAGE = viewerCan('addCasePayment', 'updateCasePayment', 'deleteCasePayment');

const charge = (status: string, more: Record<string, unknown> = {}) => ({
  __typename: 'PaymentCharge',
  id: 'c-1',
  attempt: 1,
  status,
  failureCode: null,
  failureMessage: null,
  notBefore: '2026-02-01T10:00:00.000Z',
  ...more,
});

function openCase(resolvers: Record<string, Resolver>) {
  return renderCase(CASE_PATH, makeUser('CVTPA'), {
    CaseDetail: () => staffCase({ viewerCan: viewerCanAllBut('acceptCase', 'reopenCase') }),
    ...resolvers,
  });
}

const firstPayment = async () => {
  const section = (await screen.findByRole('heading', { level: 2, name: 'Payments' })).closest(
    'section',
  ) as HTMLElement;
  return (await within(section).findAllByTestId('payment'))[0];
};

describe('Charge saved card (payments panel)', () => {
  beforeAll(async () => {
    await preloadLazyModules();
  });
  afterEach(cleanup);

  it('shows why the last charge failed, charges again, follows the charge until it ends', async () => {
    const failed = payment('p-1', {
      lastCharge: charge('FAILED', { failureCode: 'card_declined', failureMessage: 'Your card was declined.' }),
    });
    const pending = payment('p-1', { lastCharge: charge('PENDING', { id: 'c-2', attempt: 2 }) });
    const paid = payment('p-1', {
      status: 'PAID',
      paymentDate: '2026-02-02T10:00:00.000Z',
      lastCharge: charge('SUCCEEDED', { id: 'c-2', attempt: 2 }),
    });
    const calls: unknown[] = [];
    let finish = () => {};
    const worker = new Promise<void>((resolve) => (finish = resolve));
    openCase({
      CasePayments: () => casePayments([failed], MANAGE),
      MakeOffSessionPayment: (variables) => {
        calls.push(variables);
        return {
          makeOffSessionPayment: {
            __typename: 'MakeOffSessionPaymentPayload',
            success: true,
            message: 'Operation succeeded!',
            payment: pending,
            charge: { __typename: 'PaymentCharge', id: 'c-2', status: 'PENDING' },
          },
        };
      },
      // The worker's answer is held until the page has shown the charge under way.
      PaymentChargePoll: () => worker.then(() => ({ caseById: { __typename: 'Case', id: CASE_ID, payments: [paid] } })),
    });
    const item = await firstPayment();
    expect(within(item).getByText(/The last charge of the saved card failed: Your card was declined\./)).toBeTruthy();
    expect(await seriousAxeViolations(item)).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Charge saved card for Month 1' }));
    await waitFor(() => expect(calls).toEqual([{ paymentId: 'p-1' }]));
    // The answer is written into the page: under way, no second charge meanwhile.
    expect(await within(item).findByRole('status')).toHaveProperty('textContent', CHARGE_UNDER_WAY);
    expect(within(item).getByRole('button', { name: 'Charge saved card for Month 1' })).toHaveProperty(
      'disabled',
      true,
    );
    // The poll's answer ends it: paid, nothing left to charge.
    finish();
    await waitFor(() => expect(within(item).queryByRole('button', { name: /Charge saved card/ })).toBeNull(), {
      timeout: 5000,
    });
    expect(within(item).getByText('Paid')).toBeTruthy();
    expect(within(item).queryByText(/failed/)).toBeNull();
  });

  it('says why the api refused, and offers nothing to who may not change payments or on a paid payment', async () => {
    openCase({
      CasePayments: () =>
        casePayments(
          [payment('p-1'), payment('p-2', { status: 'PAID', paymentDate: '2026-02-02T10:00:00.000Z' })],
          MANAGE,
        ),
      MakeOffSessionPayment: () =>
        new GraphQLErrorsAnswer([
          { message: 'The employee has no saved card to charge', extensions: { code: 'ILLEGAL_STATE' } },
        ]),
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Payments' })).closest(
      'section',
    ) as HTMLElement;
    const [unpaid, paidItem] = await within(section).findAllByTestId('payment');
    expect(within(paidItem).queryByRole('button', { name: /Charge saved card/ })).toBeNull();
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Charge saved card for Month 1' }));
    expect((await within(unpaid).findByRole('alert')).textContent).toBe('The employee has no saved card to charge');
    cleanup();

    openCase({ CasePayments: () => casePayments([payment('p-1')], viewerCan('addCasePayment')) });
    const item = await firstPayment();
    expect(within(item).queryByRole('button', { name: /Charge saved card/ })).toBeNull();
  });
});
