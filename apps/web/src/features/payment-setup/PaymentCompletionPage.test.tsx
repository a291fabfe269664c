import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../app/routes/test-support';
import { graphqlErrorResponse, jsonResponse, renderPage } from '../auth/test-utils';
import { ALREADY_COMPLETED_MESSAGE, COMPLETED_MESSAGE, INVALID_COMPLETION_LINK_MESSAGE } from './PaymentCompletionPage';
import PaymentSetupPage from './PaymentSetupPage';

const TOKEN = '5a1d7c3e-2b44-4f0e-8a9b-3c1e5d7f9a20';
const STAND_IN = 'http://127.0.0.1:4999';
const SECRET = 'pi_abc_secret_def';

const link = (fields: Record<string, unknown> = {}) => ({
  __typename: 'PaymentSetupLink',
  state: 'OPEN',
  organizationName: 'Acme Health',
  logoUrl: '',
  amountCents: 4900,
  currency: 'usd',
  cardField: 'LOCAL_STAND_IN',
  publishableKey: 'pk_test_local',
  standInUrl: STAND_IN,
  ...fields,
});

/** Answers the api's GraphQL calls and the stand-in's PaymentIntent confirm; records every call. */
function stubNetwork(options: { page?: () => Response; confirm?: () => Response } = {}) {
  const calls: { url: string; body: string; operation?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body = String(init.body);
      if (url.startsWith(STAND_IN)) {
        calls.push({ url, body });
        return options.confirm?.() ?? jsonResponse({ id: 'pi_abc', status: 'succeeded' });
      }
      const operation = (JSON.parse(body) as { operationName: string }).operationName;
      calls.push({ url, body, operation });
      if (operation === 'PaymentCompletionLink')
        return options.page?.() ?? jsonResponse({ data: { paymentCompletionLink: link() } });
      return jsonResponse({
        data: { initiatePaymentByLink: { __typename: 'PaymentSetupPayload', success: true, paymentSecret: SECRET } },
      });
    }),
  );
  return calls;
}

const render = () =>
  renderPage({
    path: 'payment-setup/:tokenId',
    element: <PaymentSetupPage />,
    initialEntry: `/payment-setup/${TOKEN}?mode=pay`,
  });

describe('PaymentCompletionPage (payment-setup/:tokenId?mode=pay)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the amount and the organization, and pays the failed charge’s intent at the stand-in', async () => {
    const calls = stubNetwork();
    const { container } = render();
    expect(await screen.findByText('Acme Health')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeTruthy();
    expect(screen.getByText(/\$49\.00/)).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(COMPLETED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Payment complete'));
    expect(calls.map((call) => call.operation ?? call.url)).toEqual([
      'PaymentCompletionLink',
      'InitiatePaymentByLink',
      `${STAND_IN}/v1/payment_intents/pi_abc/confirm`,
    ]);
    expect(new URLSearchParams(calls[2].body).get('client_secret')).toBe(SECRET);
    // The card number went to the stand-in only.
    expect(calls.filter((call) => call.operation).some((call) => call.body.includes('4242'))).toBe(false);
  });

  it('shows a refused card in an alert, and says when the link is used or unknown', async () => {
    stubNetwork({
      confirm: () =>
        jsonResponse({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, 402),
    });
    render();
    await screen.findByText('Acme Health');
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4000000000009995' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    cleanup();

    stubNetwork({ page: () => jsonResponse({ data: { paymentCompletionLink: link({ state: 'USED' }) } }) });
    render();
    expect(await screen.findByText(ALREADY_COMPLETED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    cleanup();

    stubNetwork({ page: () => graphqlErrorResponse('Not found', { code: 'NOT_FOUND' }) });
    render();
    expect(await screen.findByText(INVALID_COMPLETION_LINK_MESSAGE)).toBeTruthy();
  });
});
