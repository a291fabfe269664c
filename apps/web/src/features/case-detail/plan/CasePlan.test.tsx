import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../../app/routes/test-support';
import type { CasePlanFieldsFragment } from '../../../generated/graphql';
import { activity } from '../test-case-detail';
import { activityPredicate } from '../timeline/activity-sentence';
import { CasePlan } from './CasePlan';
import { CASE_PLAN_FIELDS } from './case-plan-queries';

const STARTER = {
  __typename: 'CaseProductBundle' as const,
  id: 'b-1',
  name: 'Starter',
  priceCents: 19_900,
  priceUnit: 'month',
  firstChargeCents: 22_800,
};

/** The case as the api answers it, with the type names the cache keys its objects by. */
const caseOf = (fields: Record<string, unknown> = {}) =>
  ({
    __typename: 'Case',
    id: 'case-1',
    organizationId: 'org-1',
    isArchived: false,
    productBundleId: null,
    productBundle: null,
    promoCode: null,
    viewerCan: { __typename: 'CaseViewerCan', updateCase: true },
    ...fields,
  }) as CasePlanFieldsFragment;

const bundle = (id: string, name: string, priceCents: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'ProductBundle',
  id,
  name,
  priceCents,
  priceUnit: 'month',
  isVisible: true,
  isSoldOut: false,
  ...extra,
});

const BUNDLES = [bundle('b-1', 'Starter', 19_900), bundle('b-2', 'Plus', 29_900, { isSoldOut: true })];

function setup(caseRecord: CasePlanFieldsFragment, resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({
    CasePlanBundles: () => ({ organizationProductBundles: BUNDLES }),
    CasePlanUpdate: (variables) => ({
      updateCase: {
        __typename: 'CasePayload',
        success: true,
        message: 'Operation succeeded!',
        case: {
          ...caseRecord,
          productBundleId: 'b-2',
          productBundle: { ...STARTER, id: 'b-2', name: 'Plus', priceCents: 29_900, firstChargeCents: 29_900 },
          promoCode: caseRecord.promoCode && { ...caseRecord.promoCode, discountCents: 4_485 },
        },
        activities: [
          activity('a-plan', 'TEXT_INFO', {
            caseId: (variables as { caseId: string }).caseId,
            payload: { field: 'productBundle', from: 'Starter', to: 'Plus' },
          }),
        ],
      },
    }),
    ...resolvers,
  });
  client.client.cache.writeFragment({ fragment: CASE_PLAN_FIELDS, fragmentName: 'CasePlanFields', data: caseRecord });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('CVADMIN'))} client={client.client}>
        <CasePlan caseRecord={caseRecord} />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  return screen.findByRole('dialog', { name: 'Change plan' });
}

function choose(dialog: HTMLElement, option: RegExp | string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Plan' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('CasePlan', () => {
  afterEach(() => cleanup());

  it('shows the plan, its price and first charge, and what the promo code takes off it; axe-clean', async () => {
    setup(
      caseOf({
        productBundleId: 'b-1',
        productBundle: STARTER,
        promoCode: { __typename: 'CasePromoCode', id: 'p-1', name: 'PCT15', discountCents: 3_420 },
      }),
    );
    const section = screen.getByRole('region', { name: 'Plan' });
    expect(section.textContent).toContain('Starter — $199.00 / month');
    expect(section.textContent).toContain('First charge $228.00');
    expect(screen.getByTestId('plan-discount').textContent).toBe('PCT15 takes $34.20 off: first charge $193.80');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the case has no plan, and shows no discount line without a discount', () => {
    setup(caseOf({ promoCode: { __typename: 'CasePromoCode', id: 'p-1', name: 'PCT15', discountCents: null } }));
    expect(screen.getByText('No plan chosen.')).toBeTruthy();
    expect(screen.queryByTestId('plan-discount')).toBeNull();
  });

  it('offers Change plan only to who may, and not on an archived case', () => {
    setup(caseOf({ viewerCan: { __typename: 'CaseViewerCan', updateCase: false } }));
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    cleanup();
    setup(caseOf({ isArchived: true }));
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it("changes the plan from the organization's plans and writes the answer into the cache", async () => {
    const promoCode = { __typename: 'CasePromoCode' as const, id: 'p-1', name: 'PCT15', discountCents: 3_420 };
    const { client, named } = setup(caseOf({ productBundleId: 'b-1', productBundle: STARTER, promoCode }));
    const dialog = await openDialog();
    expect(within(dialog).getByText(/The discount of PCT15 is computed again/)).toBeTruthy();
    await within(dialog).findByRole('combobox', { name: 'Plan' });
    expect(named('CasePlanBundles')[0].variables).toEqual({ organizationId: 'org-1' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Plan' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No plan',
      'Starter — $199.00 / month',
      'Plus — $299.00 / month (sold out)',
    ]);
    fireEvent.click(options[2]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The plan is now Plus.')).toBeTruthy();
    expect(named('CasePlanUpdate')[0].variables).toEqual({ caseId: 'case-1', input: { productBundleId: 'b-2' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull());
    const cached = client.cache.readFragment({
      id: 'Case:case-1',
      fragment: CASE_PLAN_FIELDS,
      fragmentName: 'CasePlanFields',
    });
    expect(cached?.productBundle?.name).toBe('Plus');
    expect(cached?.promoCode?.discountCents).toBe(4_485);
  });

  it('"No plan" clears it', async () => {
    const { named } = setup(caseOf({ productBundleId: 'b-1', productBundle: STARTER }));
    const dialog = await openDialog();
    await within(dialog).findByRole('combobox', { name: 'Plan' });
    choose(dialog, 'No plan');
    fireEvent.submit(within(dialog).getByRole('combobox', { name: 'Plan' }).closest('form')!);
    await waitFor(() => expect(named('CasePlanUpdate')).toHaveLength(1));
    expect(named('CasePlanUpdate')[0].variables).toEqual({ caseId: 'case-1', input: { productBundleId: null } });
  });

  it('shows that the plans are loading, and a failed load with a way to try again', async () => {
    let calls = 0;
    let release: (value: unknown) => void = () => undefined;
    setup(caseOf(), {
      CasePlanBundles: () => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (release = resolve));
        return { organizationProductBundles: BUNDLES };
      },
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status', { name: 'Loading the plans…' })).toBeTruthy();
    release(
      new GraphQLErrorsAnswer([{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
    );
    expect(await within(dialog).findByText("We couldn't load the plans.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Plan' })).toBeTruthy();
  });

  it('says when the organization has no plans', async () => {
    const { named } = setup(caseOf(), { CasePlanBundles: () => ({ organizationProductBundles: [] }) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/This organization has no plans yet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(named('CasePlanUpdate')).toHaveLength(0);
  });

  it("shows the api's refusal in the dialog and keeps it open", async () => {
    setup(caseOf(), {
      CasePlanUpdate: () =>
        new GraphQLErrorsAnswer([
          {
            message: "productBundleId: not a product bundle of this case's organization",
            extensions: { code: 'BAD_USER_INPUT', field: 'productBundleId' },
          },
        ]),
    });
    const dialog = await openDialog();
    await within(dialog).findByRole('combobox', { name: 'Plan' });
    choose(dialog, /^Starter/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/not a product bundle of this case's organization/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change plan' })).toBeTruthy();
  });

  it('is keyboard-complete: Escape closes the dialog and focus returns to Change plan', async () => {
    setup(caseOf());
    const button = screen.getByRole('button', { name: 'Change plan' });
    button.focus();
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('the timeline sentence of a plan change', () => {
  const sentence = (payload: Record<string, unknown>) =>
    activityPredicate({ type: 'TEXT_INFO' as never, payload: { field: 'productBundle', ...payload } });

  it('names the plans as they were called, and the promo discount computed again', () => {
    expect(sentence({ from: 'Starter', to: 'Plus' })).toBe('changed the plan from Starter to Plus');
    expect(sentence({ from: null, to: 'Plus' })).toBe('set the plan to Plus');
    expect(sentence({ from: 'Starter', to: null })).toBe('removed the plan Starter');
    expect(sentence({})).toBe('changed the plan');
    expect(sentence({ from: 'Starter', to: 'Plus', promoCode: 'PCT15', discountBefore: 3_420, discount: 4_485 })).toBe(
      'changed the plan from Starter to Plus; PCT15 now takes $44.85 off the first charge',
    );
    expect(sentence({ from: 'Starter', to: null, promoCode: 'PCT15', discount: null })).toBe(
      'removed the plan Starter; PCT15 has no discount without a plan',
    );
  });
});
