import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';
import { basisPointsOf, daysOf } from './payment-settings-draft';

function paymentSettings() {
  return {
    __typename: 'OrganizationSettings',
    organizationId: ORG_ID,
    payments: {
      __typename: 'PaymentSettings',
      fees: {
        __typename: 'PaymentFeeSettings',
        paymentProcessingBasisPoints: 290,
        paymentProcessingFixedFee: 30,
        pharmacyFee: 4_000,
        syringeKitFee: 0,
        consultFee: 2_500,
        shippingFee: 0,
        techPlatformFee: 0,
        convenienceFee: 0,
        subFees: [{ __typename: 'PaymentSettingsSubFee', label: 'Lab work', amount: 1_200 }],
      },
      dunningRetryDays: [1, 3, 7],
      abandonedCartAfterHours: 24,
      abandonedCartMaxReminders: 2,
    },
  };
}

function setup({
  isPartner = true,
  resolvers = {},
}: { isPartner?: boolean; resolvers?: Record<string, Resolver> } = {}) {
  const client = makeClient({
    OrganizationSettings: () => ({
      allOrganizationSettings: {
        __typename: 'OrganizationSettings',
        organizationId: ORG_ID,
        timeZone: 'America/New_York',
        workflows: { __typename: 'WorkflowSettings', formNotSentDays: 3, triggers: [] },
        reminders: { __typename: 'ReminderSettings', businessDays: true, kinds: [] },
        notificationRules: [],
      },
    }),
    // The shell reads the same organization: its answer must agree on isPartner.
    LayoutOrganizationBrand: () => ({
      organizationBrandInfo: {
        __typename: 'OrganizationBrandInfo',
        id: ORG_ID,
        name: 'Vitality Health',
        isPartner,
        primaryColor: '#71d1ac',
        secondaryColor: '#4e7da0',
      },
    }),
    PartnerBrand: () => ({
      organizationBrandInfo: {
        __typename: 'OrganizationBrandInfo',
        id: ORG_ID,
        name: 'Vitality Health',
        isPartner,
        partnerIntegrationInfoId: isPartner ? 'info-1' : null,
      },
    }),
    PaymentSettings: () => ({ allOrganizationSettings: paymentSettings() }),
    UpdatePaymentSettings: (variables) => {
      const { payments } = variables.input as { payments: ReturnType<typeof paymentSettings>['payments'] };
      const saved = paymentSettings();
      saved.payments = {
        ...saved.payments,
        ...payments,
        fees: {
          ...saved.payments.fees,
          ...payments.fees,
          subFees: payments.fees.subFees.map((fee) => ({ ...fee, __typename: 'PaymentSettingsSubFee' })),
        },
      };
      return { updateOrganizationSettings: saved };
    },
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), {
    initialEntries: ['/organization-settings?tab=payments'],
  });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

describe('organization settings: Payments', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./OrganizationSettingsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the saved settings, saves every field whole and is axe-clean', async () => {
    const { named } = setup();
    const rate = await screen.findByRole('textbox', { name: 'Payment processing rate' });
    expect(screen.getByRole('tab', { name: 'Payments', selected: true })).toBeTruthy();
    expect((rate as HTMLInputElement).value).toBe('2.9');
    expect((screen.getByRole('textbox', { name: 'Payment processing fixed fee' }) as HTMLInputElement).value).toBe(
      '0.30',
    );
    expect((screen.getByRole('textbox', { name: 'Sub-fee 1 label' }) as HTMLInputElement).value).toBe('Lab work');
    expect(
      (screen.getByRole('textbox', { name: 'Retry a failed charge on these days' }) as HTMLInputElement).value,
    ).toBe('1, 3, 7');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.change(rate, { target: { value: '3.25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shipping fee' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-fee' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Sub-fee 2 label' }), { target: { value: ' Handling ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sub-fee 2 amount' }), { target: { value: '2.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Retry a failed charge on these days' }), {
      target: { value: '2, 5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reminders at most' }), { target: { value: '4' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(await screen.findByText('Payment settings saved')).toBeTruthy();
    const calls = named('UpdatePaymentSettings');
    expect(calls[calls.length - 1].variables.input).toEqual({
      payments: {
        fees: {
          paymentProcessingBasisPoints: 325,
          paymentProcessingFixedFee: 30,
          pharmacyFee: 4_000,
          syringeKitFee: 0,
          consultFee: 2_500,
          shippingFee: 800,
          techPlatformFee: 0,
          convenienceFee: 0,
          subFees: [
            { label: 'Lab work', amount: 1_200 },
            { label: 'Handling', amount: 250 },
          ],
        },
        dunningRetryDays: [2, 5],
        abandonedCartAfterHours: 24,
        abandonedCartMaxReminders: 4,
      },
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('removes a sub-fee and keeps the keyboard on the form', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove sub-fee 1 (Lab work)' }));
    expect(screen.queryByRole('textbox', { name: 'Sub-fee 1 label' })).toBeNull();
    expect(screen.getByText('No sub-fees.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add sub-fee' }));
  });

  it('says what cannot be sent at the field, sends nothing and moves focus there', async () => {
    const { named } = setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Pharmacy fee' }), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-fee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));
    const pharmacy = screen.getByRole('textbox', { name: 'Pharmacy fee' });
    expect(pharmacy.getAttribute('aria-invalid')).toBe('true');
    expect(pharmacy.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pharmacy.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter an amount in dollars and cents, like 49.99',
    );
    expect(screen.getByRole('textbox', { name: 'Sub-fee 2 label' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(pharmacy));
    expect(named('UpdatePaymentSettings')).toHaveLength(0);
  });

  it("shows the api's refusal next to the field it names", async () => {
    setup({
      resolvers: {
        UpdatePaymentSettings: () =>
          new GraphQLErrorsAnswer([
            {
              message: 'payments.dunningRetryDays.1: must be later than the day before it',
              extensions: { code: 'BAD_USER_INPUT', field: 'payments.dunningRetryDays.1' },
            },
          ]),
      },
    });
    const days = await screen.findByRole('textbox', { name: 'Retry a failed charge on these days' });
    fireEvent.change(days, { target: { value: '5, 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('must be later than the day before it')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let calls = 0;
    setup({
      resolvers: {
        PaymentSettings: () => {
          calls += 1;
          if (calls === 1) throw new Error('network down');
          return { allOrganizationSettings: paymentSettings() };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Payment processing rate' })).toBeTruthy();
  });

  it('is a tab of partner organizations only', async () => {
    setup({ isPartner: false });
    const tabs = await screen.findByRole('tablist', { name: 'Organization settings' });
    expect(within(tabs).queryByRole('tab', { name: 'Payments' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Partner' })).toBeNull();
  });
});

describe('payment settings as typed', () => {
  it('reads a percent with up to two decimals as basis points', () => {
    expect(basisPointsOf('2.9')).toBe(290);
    expect(basisPointsOf('2.9 %')).toBe(290);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('')).toBe(0);
    expect(basisPointsOf('2.905')).toBeUndefined();
    expect(basisPointsOf('-1')).toBeUndefined();
  });

  it('reads days separated by commas', () => {
    expect(daysOf('1, 3 ,7')).toEqual([1, 3, 7]);
    expect(daysOf('')).toEqual([]);
    expect(daysOf('1, two')).toBeUndefined();
    expect(daysOf('1.5')).toBeUndefined();
  });
});
