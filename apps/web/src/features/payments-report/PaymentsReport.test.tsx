import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  myPermissionsAnswer,
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';
import { thisMonth } from './PeriodPaymentsReport';

const TOTALS = {
  __typename: 'PaymentTotals',
  totalPayments: 50_000,
  totalCosts: 12_000,
  totalPayoutAmount: 38_000,
  totalPaymentProcessingFees: 1_500,
  totalPharmacyFees: 8_000,
  totalSyringeKitFees: 0,
  totalConsultFees: 2_500,
  totalShippingFees: 0,
  totalTechPlatformFees: 0,
};

const reportPayment = (id: string, description: string, amount = 25_000) => ({
  __typename: 'CasePayment',
  id,
  caseId: `case-${id}`,
  amount,
  currency: 'usd',
  status: 'PAID',
  description,
  dueDate: '2026-11-10',
  paymentDate: '2026-11-10T10:00:00.000Z',
  totalCost: 6_000,
  payoutAmount: amount - 6_000,
});

const periodPage = (payments: ReturnType<typeof reportPayment>[], totalCount: number, endCursor: string | null) => ({
  casePaymentsForPeriod: {
    __typename: 'CasePaymentsPage',
    totalCount,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: payments.length < totalCount && !!endCursor },
    payments,
    totals: TOTALS,
  },
});

const casesPage = (count: number) => ({
  casesWithPaymentTotals: {
    __typename: 'CasesWithPaymentTotalsPage',
    totalCount: count,
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    cases: Array.from({ length: count }, (_, index) => ({
      __typename: 'Case',
      id: `case-${index}`,
      shortId: `C-${index + 1}`,
      title: `Weight care ${index + 1}`,
      totalPayments: 25_000,
      totalCosts: 6_000,
      totalPayoutAmount: 19_000,
    })),
    totals: TOTALS,
  },
});

const REFUSED = () =>
  new GraphQLErrorsAnswer([
    { message: 'Not authorized to view the owner dashboard', extensions: { code: 'FORBIDDEN' } },
  ]);

function openDashboard(resolvers: Record<string, Resolver>) {
  const fake = makeClient({
    MyPermissions: () => myPermissionsAnswer({ accessOwnerDashboard: true }),
    OwnerDashboard: () => new GraphQLErrorsAnswer([{ message: 'Not authorized to view the owner dashboard' }]),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: ['/owner-dashboard'] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('CVADMIN'))} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return fake;
}

const report = async () => screen.findByRole('region', { name: 'Payments report' });

describe('the payments report', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('../dashboards/OwnerDashboardPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => cleanup());

  it("lists this month's payments with the period's totals, loads more, and lists the cases with theirs", async () => {
    const { named } = openDashboard({
      PaymentsForPeriod: (variables) =>
        (variables.input as { after?: string }).after === 'cursor-1'
          ? periodPage([reportPayment('p-3', 'Month 3')], 3, null)
          : periodPage([reportPayment('p-1', 'Month 1'), reportPayment('p-2', 'Month 2')], 3, 'cursor-1'),
      CasesWithPaymentTotals: () => casesPage(2),
    });
    const section = await report();
    const payments = await within(section).findByRole('table', { name: 'Payments in the period' });
    expect(
      within(payments)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month 1', 'Month 2']);
    expect(within(payments).getByRole('link', { name: 'Month 1' }).getAttribute('href')).toBe(
      '/accommodations/cases/case-p-1',
    );
    const { from, to } = thisMonth();
    expect(named('PaymentsForPeriod')[0].variables.input).toEqual({ from, to, status: null, recordsPerPage: 25 });
    expect(within(section).getByText('Showing 2 of 3 payments')).toBeTruthy();
    const periodTotals = within(section).getByText('Totals of the period (paid payments)').parentElement!;
    expect(within(periodTotals).getByText('Payout').nextSibling?.textContent).toBe('$380.00');

    const cases = await within(section).findByRole('table', { name: 'Cases with their payment totals' });
    expect(
      within(cases)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['C-1 Weight care 1', 'C-2 Weight care 2']);
    expect(named('CasesWithPaymentTotals')[0].variables.input).toEqual({ onlyWithPayments: true, recordsPerPage: 25 });
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(payments)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Month 1', 'Month 2', 'Month 3']),
    );
    expect(named('PaymentsForPeriod').at(-1)!.variables.input).toMatchObject({ after: 'cursor-1' });
    expect(within(section).getByText('Showing 3 of 3 payments')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(within(section).getByRole('checkbox', { name: 'Only cases with payments' }));
    await waitFor(() =>
      expect(named('CasesWithPaymentTotals').at(-1)!.variables.input).toEqual({
        onlyWithPayments: false,
        recordsPerPage: 25,
      }),
    );
  });

  it('asks for the period and status chosen, and says at the field when the period is backwards', async () => {
    const { named } = openDashboard({
      PaymentsForPeriod: () => periodPage([], 0, null),
      CasesWithPaymentTotals: () => casesPage(0),
    });
    const section = await report();
    expect(await within(section).findByText('No payments paid or due in this period.')).toBeTruthy();
    expect(await within(section).findByText('No cases with payments yet.')).toBeTruthy();
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-05-31' } });
    fireEvent.change(to, { target: { value: '2026-05-01' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Show payments' }));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The last day must be on or after the first day',
    );
    expect(document.activeElement).toBe(to);
    const asked = named('PaymentsForPeriod').length;

    fireEvent.change(from, { target: { value: '2026-04-01' } });
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Unpaid' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Show payments' }));
    await waitFor(() => expect(named('PaymentsForPeriod').length).toBe(asked + 1));
    expect(named('PaymentsForPeriod').at(-1)!.variables.input).toEqual({
      from: '2026-04-01',
      to: '2026-05-01',
      status: 'UNPAID',
      recordsPerPage: 25,
    });
  });

  it('is not shown to who may not read payment totals', async () => {
    openDashboard({ PaymentsForPeriod: REFUSED, CasesWithPaymentTotals: REFUSED });
    await screen.findByRole('heading', { level: 1, name: 'Owner Dashboard' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payments report' })).toBeNull());
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('says when a list cannot be loaded, tries again, and says when more cannot be loaded', async () => {
    let failPeriod = true;
    let failMore = true;
    openDashboard({
      PaymentsForPeriod: (variables) => {
        if ((variables.input as { after?: string }).after) {
          if (failMore) throw new Error('offline');
          return periodPage([reportPayment('p-3', 'Month 3')], 3, null);
        }
        if (failPeriod) throw new Error('offline');
        return periodPage([reportPayment('p-1', 'Month 1'), reportPayment('p-2', 'Month 2')], 3, 'cursor-1');
      },
      CasesWithPaymentTotals: () => casesPage(1),
    });
    const section = await report();
    expect(await within(section).findByText(/We couldn.t load the payments/)).toBeTruthy();
    failPeriod = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const payments = await within(section).findByRole('table', { name: 'Payments in the period' });
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText(/We couldn.t load more payments/)).toBeTruthy();
    failMore = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(payments).getAllByRole('rowheader')).toHaveLength(3));
  });
});
