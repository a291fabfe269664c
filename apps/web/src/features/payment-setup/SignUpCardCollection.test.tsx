import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLErrorsAnswer, makeClient, seriousAxeViolations } from '../../app/routes/test-support';
import { jsonResponse } from '../auth/test-utils';
import { SignUpCardCollection } from './SignUpCardCollection';

const CASE_ID = '5d7b6c1e-2f44-4c39-9d0a-1b2c3d4e5f60';
const STAND_IN = 'http://127.0.0.1:4999';
const SECRET = 'seti_signup_secret_xyz';

const signUpPayment = (fields: Record<string, unknown> = {}) => ({
  signUpPayment: {
    __typename: 'SignUpPayment',
    caseId: CASE_ID,
    organizationName: 'Slim Health',
    logoUrl: '',
    primaryColor: '#123456',
    amountCents: 19260,
    currency: 'usd',
    paymentSuccessMessage: 'Your card is on file. Welcome aboard!',
    paymentInfoStatus: 'NOT_SENT',
    cardField: 'LOCAL_STAND_IN',
    publishableKey: 'pk_test_local',
    standInUrl: STAND_IN,
    ...fields,
  },
});

function setup(page: () => unknown = () => signUpPayment()) {
  const stand = vi.fn(async () => jsonResponse({ id: 'seti_signup', status: 'succeeded' }));
  vi.stubGlobal('fetch', stand);
  const api = makeClient({
    SignUpPayment: page,
    InitiatePaymentSetup: () => ({
      initiatePaymentSetup: { __typename: 'PaymentSetupPayload', success: true, paymentSecret: SECRET },
    }),
  });
  const view = render(
    <ApolloProvider client={api.client}>
      <SignUpCardCollection caseId={CASE_ID} />
    </ApolloProvider>,
  );
  return { ...api, stand, view };
}

const fillCard = () => {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
};

describe('SignUpCardCollection', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the first charge under the partner's name, saves the card in the app and then the partner's message", async () => {
    const { named, stand, view } = setup();
    expect(await screen.findByText('Slim Health')).toBeTruthy();
    expect(screen.getByText(/first payment of \$192\.60/)).toBeTruthy();
    expect(await seriousAxeViolations(view.container)).toEqual([]);
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const done = await screen.findByText('Your card is on file. Welcome aboard!');
    await waitFor(() => expect(document.activeElement).toBe(done));
    // The case's own in-app setup, not a link.
    expect(named('InitiatePaymentSetup').map((operation) => operation.variables)).toEqual([{ caseId: CASE_ID }]);
    const [url, init] = stand.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${STAND_IN}/v1/setup_intents/seti_signup/confirm`);
    expect(new URLSearchParams(String(init.body)).get('client_secret')).toBe(SECRET);
  });

  it('shows the success message at once when the card was already given', async () => {
    setup(() => signUpPayment({ paymentInfoStatus: 'SUBMITTED' }));
    expect(await screen.findByText('Your card is on file. Welcome aboard!')).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('renders nothing for a case that owes no card', async () => {
    const { named, view } = setup(() => {
      throw new GraphQLErrorsAnswer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]);
    });
    await waitFor(() => expect(named('SignUpPayment')).toHaveLength(1));
    await waitFor(() => expect(view.container.textContent).toBe(''));
  });
});
