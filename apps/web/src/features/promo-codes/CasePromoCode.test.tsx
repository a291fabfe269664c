import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import type { CasePromoCodeFieldsFragment } from '../../generated/graphql';
import { activityPredicate } from '../case-detail/timeline/activity-sentence';
import { CasePromoCode } from './CasePromoCode';

const caseOf = (fields: Partial<CasePromoCodeFieldsFragment> = {}): CasePromoCodeFieldsFragment => ({
  id: 'case-1',
  isArchived: false,
  promoCode: null,
  viewerCan: { updateCase: true },
  ...fields,
});

function setup(caseRecord: CasePromoCodeFieldsFragment, resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({
    ApplyPromoCodeToCase: (variables) => ({
      applyPromoCodeToCase: {
        __typename: 'CasePayload',
        success: true,
        message: 'Operation succeeded!',
        case: {
          __typename: 'Case',
          id: variables.caseId,
          promoCode: { __typename: 'CasePromoCode', id: 'p-1', name: 'WELCOME20', discountCents: null },
        },
      },
    }),
    ...resolvers,
  });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('CVADMIN'))} client={client.client}>
        <CasePromoCode caseRecord={caseRecord} />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

describe('CasePromoCode', () => {
  afterEach(() => cleanup());

  it('shows the applied code and its discount; axe-clean', async () => {
    setup(caseOf({ promoCode: { id: 'p-1', name: 'SAVE30', discountCents: 3000 } }));
    const section = screen.getByRole('region', { name: 'Promo code' });
    expect(section.textContent).toContain('SAVE30 — $30.00 off the first charge');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the case has no code, and a code without a plan yet', () => {
    setup(caseOf({ promoCode: { id: null, name: 'WELCOME20', discountCents: null } }));
    expect(screen.getByText(/the discount is computed once the case has a plan/)).toBeTruthy();
    cleanup();
    setup(caseOf());
    expect(screen.getByText('No promo code applied.')).toBeTruthy();
  });

  it('offers Apply promo code only to who may, and not on an archived case', () => {
    setup(caseOf({ viewerCan: { updateCase: false } }));
    expect(screen.queryByRole('button', { name: 'Apply promo code' })).toBeNull();
    cleanup();
    setup(caseOf({ isArchived: true }));
    expect(screen.queryByRole('button', { name: 'Apply promo code' })).toBeNull();
  });

  it('applies a code typed in the dialog (Enter submits)', async () => {
    const { operations } = setup(caseOf());
    fireEvent.click(screen.getByRole('button', { name: 'Apply promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply promo code' });
    const field = within(dialog).getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: ' welcome20 ' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('WELCOME20 was applied.')).toBeTruthy();
    expect(operations.find((operation) => operation.name === 'ApplyPromoCodeToCase')?.variables).toEqual({
      caseId: 'case-1',
      code: 'welcome20',
    });
  });

  it("shows the api's refusal in the dialog", async () => {
    setup(caseOf(), {
      ApplyPromoCodeToCase: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'code: This promo code does not exist or is not active',
            extensions: { code: 'BAD_USER_INPUT', field: 'code' },
          },
        ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply promo code' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Promo code' }), { target: { value: 'NOPE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/This promo code does not exist or is not active/)).toBeTruthy();
  });

  it('the timeline names the applied code', () => {
    expect(
      activityPredicate({ type: 'TEXT_INFO' as never, payload: { field: 'promoCode', promoCode: 'WELCOME20' } }),
    ).toBe('applied the promo code WELCOME20');
  });
});
