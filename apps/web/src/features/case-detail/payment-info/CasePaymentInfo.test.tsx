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
import type { CasePaymentInfoFieldsFragment } from '../../../generated/graphql';
import { activity } from '../test-case-detail';
import { CasePaymentInfo } from './CasePaymentInfo';
import { CASE_PAYMENT_INFO_FIELDS } from './payment-info-queries';

const caseOf = (fields: Record<string, unknown> = {}) =>
  ({
    __typename: 'Case',
    id: 'case-1',
    isArchived: false,
    paymentInfoStatus: 'NOT_SENT',
    submitter: { __typename: 'CasePerson', id: 'employee-1' },
    signUpPreauthorization: null,
    viewerCan: { __typename: 'CaseViewerCan', sendPaymentInfoLink: true },
    ...fields,
  }) as CasePaymentInfoFieldsFragment;

const CARD = { __typename: 'PaymentInfo', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2034 };

function setup(caseRecord: CasePaymentInfoFieldsFragment, resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({
    SavedCard: () => ({ paymentInfoByUserId: CARD }),
    SendPaymentInfoLink: (variables) => ({
      sendPaymentInfoLink: {
        __typename: 'SendPaymentInfoLinkPayload',
        success: true,
        message: 'Operation succeeded!',
        caseId: (variables as { caseId: string }).caseId,
        paymentInfoStatus: 'SENT_LINK',
        activities: [activity('a-link', 'PAYMENT_INFO_LINK_SENT', { caseId: 'case-1' })],
      },
    }),
    ...resolvers,
  });
  client.client.cache.writeFragment({
    fragment: CASE_PAYMENT_INFO_FIELDS,
    fragmentName: 'CasePaymentInfoFields',
    data: caseRecord,
  });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('CVADMIN'))} client={client.client}>
        <CasePaymentInfo caseRecord={caseRecord} />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const cachedStatus = (client: ReturnType<typeof makeClient>) =>
  client.client.cache.readFragment({
    id: 'Case:case-1',
    fragment: CASE_PAYMENT_INFO_FIELDS,
    fragmentName: 'CasePaymentInfoFields',
  })?.paymentInfoStatus;

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
  return screen.findByRole('dialog', { name: 'Send payment link' });
}

describe('CasePaymentInfo', () => {
  afterEach(() => cleanup());

  it('says no link went out yet and offers to send one; axe-clean', async () => {
    setup(caseOf());
    const section = screen.getByRole('region', { name: 'Payment information' });
    expect(within(section).getByRole('status').textContent).toBe('No payment link sent yet.');
    await openDialog();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('sends the link by the chosen channel with the amount in cents, and the case shows SENT_LINK', async () => {
    const client = setup(caseOf());
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount shown on the page/ }), {
      target: { value: '49.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.named('SendPaymentInfoLink')[0].variables).toEqual({
      caseId: 'case-1',
      channel: 'SMS',
      amountCents: 4950,
    });
    expect(cachedStatus(client)).toBe('SENT_LINK');
    expect(await screen.findByText('Payment link texted.')).toBeTruthy();
  });

  it('refuses a malformed amount in the field and sends nothing', async () => {
    const client = setup(caseOf());
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount shown on the page/ }), {
      target: { value: '-3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Enter an amount such as 49.00, or leave it empty')).toBeTruthy();
    expect(client.named('SendPaymentInfoLink')).toHaveLength(0);
  });

  it("shows the api's refusal in the dialog and keeps it open", async () => {
    const client = setup(caseOf(), {
      SendPaymentInfoLink: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'This case has no employee to collect payment information from',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This case has no employee to collect payment information from',
    );
    expect(cachedStatus(client)).toBe('NOT_SENT');
  });

  it('shows the saved card once the employee gave one, and offers a new link', async () => {
    setup(caseOf({ paymentInfoStatus: 'SUBMITTED' }));
    expect(screen.getByRole('status').textContent).toBe('Card saved.');
    expect(await screen.findByText('Visa ending 4242, expires 04/2034')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new payment link' })).toBeTruthy();
  });

  it('offers no link to who may not send one, nor on an archived case, and asks for no card', () => {
    const client = setup(
      caseOf({
        paymentInfoStatus: 'SUBMITTED',
        viewerCan: { __typename: 'CaseViewerCan', sendPaymentInfoLink: false },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Card saved.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(client.named('SavedCard')).toHaveLength(0);
    cleanup();
    setup(caseOf({ isArchived: true }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the sign-up's card hold, and a declined one with the card's reason", () => {
    const hold = (status: string, declineMessage: string | null = null) => ({
      __typename: 'SignUpPreauthorization',
      status,
      amountCents: 22_800,
      currency: 'usd',
      declineMessage,
    });
    setup(caseOf({ paymentInfoStatus: 'SUBMITTED', signUpPreauthorization: hold('HELD') }));
    expect(screen.getByTestId('sign-up-hold').textContent).toBe(
      'Card hold of $228.00: held until the case is approved',
    );
    cleanup();
    setup(
      caseOf({ paymentInfoStatus: 'SUBMITTED', signUpPreauthorization: hold('DECLINED', 'Your card was declined.') }),
    );
    expect(screen.getByTestId('sign-up-hold').textContent).toBe(
      'Card hold of $228.00: declined (Your card was declined.)',
    );
  });
});
