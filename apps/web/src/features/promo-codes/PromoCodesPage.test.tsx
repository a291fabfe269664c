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
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import { exampleSentence } from './promo-example';

type Code = Record<string, unknown> & { id: string; name: string; organizationId: string | null };
const code = (fields: Partial<Code> & { id: string; name: string }): Code => ({
  __typename: 'PromoCode',
  organizationId: 'org-1',
  label: '',
  description: '',
  percentDiscount: 20,
  priceDiscount: null,
  refillType: 'ONE_TIME',
  refillCount: null,
  influencerName: null,
  influencerCreditPercent: null,
  influencerCreditCents: null,
  isVisible: false,
  isAnalytics: false,
  isMaster: false,
  ...fields,
});

function setup(resolvers: Record<string, Resolver> = {}, role: Role = 'ADMIN') {
  const state = {
    organization: [
      code({ id: 'p-1', name: 'WELCOME20', label: '20% off', isVisible: true }),
      code({
        id: 'p-2',
        name: 'SAVE30',
        percentDiscount: null,
        priceDiscount: 3000,
        refillType: 'NUMBER_OF_REFILLS',
        refillCount: 3,
      }),
    ],
    global: [code({ id: 'g-1', name: 'NATIONAL10', organizationId: null, percentDiscount: 10 })],
  };
  const client = makeClient({
    AllPromoCodes: (variables) => ({ allPromoCodes: variables.organizationId ? state.organization : state.global }),
    AddPromoCode: (variables) => {
      const input = variables.input as { organizationId: string | null; fields: Record<string, unknown> };
      const added = code({
        id: 'p-new',
        ...input.fields,
        name: String(input.fields.name),
        organizationId: input.organizationId,
      });
      (input.organizationId ? state.organization : state.global).push(added);
      return {
        addPromoCode: {
          __typename: 'PromoCodePayload',
          success: true,
          message: 'Operation succeeded!',
          promoCode: added,
        },
      };
    },
    DeletePromoCode: (variables) => {
      state.organization = state.organization.filter((entry) => entry.id !== variables.id);
      return { deletePromoCode: { __typename: 'PromoCodePayload', success: true, message: 'Operation succeeded!' } };
    },
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: ['/promo-codes'] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, state };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('exampleSentence', () => {
  it('says the discount on a $299.00 charge and the refills', () => {
    expect(
      exampleSentence({ percentDiscount: 20, priceDiscount: null, refillType: 'NUMBER_OF_REFILLS', refillCount: 3 }),
    ).toBe('On a $299.00 charge: $59.80 off; refills 1–3 also');
    expect(
      exampleSentence({ percentDiscount: null, priceDiscount: 50000, refillType: 'ONE_TIME', refillCount: null }),
    ).toBe('On a $299.00 charge: $299.00 off; first charge only');
    expect(
      exampleSentence(
        { percentDiscount: 15, priceDiscount: null, refillType: 'EVERY_REFILL', refillCount: null },
        29950,
      ),
    ).toBe('On a $299.50 charge: $44.93 off; every refill also');
  });
});

describe('PromoCodesPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./PromoCodesPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it("lists the organization's codes, searchable; no global section for an admin; axe-clean", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Codes' })).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'WELCOME20' });
    const section = region('Acme Health promo codes');
    expect(within(section).getByRole('status').textContent).toBe('2 promo codes');
    expect(within(section).getByText('refills 1–3 also')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Global promo codes' })).toBeNull();
    fireEvent.change(within(section).getByRole('searchbox', { name: 'Search codes' }), {
      target: { value: '20% off' },
    });
    expect(
      within(section)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['WELCOME20']);
    fireEvent.change(within(section).getByRole('searchbox', { name: 'Search codes' }), { target: { value: 'zzz' } });
    expect(within(section).getByText('No promo code matches the search.')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows the global codes to the CV Admin', async () => {
    setup({}, 'CVADMIN');
    expect(await within(region('Global promo codes')).findByRole('rowheader', { name: 'NATIONAL10' })).toBeTruthy();
  });

  it('adds a code with a live example of its refill rule', async () => {
    const { operations } = setup();
    await screen.findByRole('rowheader', { name: 'WELCOME20' });
    fireEvent.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: 'spring' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Percent off' }), { target: { value: '20' } });
    expect(within(dialog).getByRole('status').textContent).toBe('On a $299.00 charge: $59.80 off; first charge only');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Refills' }));
    fireEvent.click(await screen.findByRole('option', { name: /NUMBER_OF_REFILLS/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Number of refills' }), { target: { value: '3' } });
    expect(within(dialog).getByRole('status').textContent).toBe('On a $299.00 charge: $59.80 off; refills 1–3 also');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('rowheader', { name: 'SPRING' });
    const added = operations.find((operation) => operation.name === 'AddPromoCode');
    expect(added?.variables.input).toMatchObject({
      organizationId: 'org-1',
      fields: {
        name: 'SPRING',
        percentDiscount: 20,
        priceDiscount: null,
        refillType: 'NUMBER_OF_REFILLS',
        refillCount: 3,
      },
    });
  });

  it("shows the api's refusal in the dialog", async () => {
    setup({
      AddPromoCode: () =>
        new GraphQLErrorsAnswer([
          { message: 'A promo code with this name already exists', extensions: { code: 'ALREADY_EXISTS' } },
        ]),
    });
    await screen.findByRole('rowheader', { name: 'WELCOME20' });
    fireEvent.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: 'WELCOME20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Percent off' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A promo code with this name already exists')).toBeTruthy();
  });

  it('deletes a code after confirming', async () => {
    setup();
    await screen.findByRole('rowheader', { name: 'SAVE30' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete SAVE30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SAVE30?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'SAVE30' })).toBeNull());
  });

  it('a TPA Support edits; a loading failure offers a retry', async () => {
    let fail = true;
    setup(
      {
        AllPromoCodes: () =>
          fail
            ? new GraphQLErrorsAnswer([{ message: 'down' }])
            : { allPromoCodes: [code({ id: 'p-1', name: 'WELCOME20' })] },
      },
      'CVTPA',
    );
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('rowheader', { name: 'WELCOME20' });
    expect(screen.getByRole('button', { name: 'Edit WELCOME20' })).toBeTruthy();
  });

  it('the list is empty', async () => {
    setup({ AllPromoCodes: () => ({ allPromoCodes: [] }) });
    expect(await screen.findByText('There are no promo codes yet.')).toBeTruthy();
  });
});
