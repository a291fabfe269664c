import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../app/routes/test-support';
import { graphqlErrorResponse, jsonResponse, renderPage } from '../auth/test-utils';
import { formatAmount, parseExpiry } from './card-confirmation';
import PaymentSetupPage, {
  EXPIRED_PAYMENT_LINK_MESSAGE,
  INVALID_PAYMENT_LINK_MESSAGE,
  SAVED_MESSAGE,
  USED_PAYMENT_LINK_MESSAGE,
} from './PaymentSetupPage';

const TOKEN = '7b0c9a52-3f55-4f1e-9a1c-5d2f7f3a9b10';
const STAND_IN = 'http://127.0.0.1:4999';
const SECRET = 'seti_abc_secret_def';

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

interface Call {
  url: string;
  body: string;
  headers: Headers;
}

/** Answers the api's GraphQL calls and the stand-in's confirm endpoint; records every call. */
function stubNetwork(options: { page?: () => Response; start?: () => Response; confirm?: () => Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = { url: String(input), body: String(init.body), headers: new Headers(init.headers) };
      calls.push(call);
      if (call.url.startsWith(STAND_IN))
        return options.confirm?.() ?? jsonResponse({ id: 'seti_abc', status: 'succeeded' });
      const operation = (JSON.parse(call.body) as { operationName: string }).operationName;
      if (operation === 'PaymentSetupLink')
        return options.page?.() ?? jsonResponse({ data: { paymentSetupLink: link() } });
      return (
        options.start?.() ??
        jsonResponse({
          data: {
            initiatePaymentSetupByLink: { __typename: 'PaymentSetupPayload', success: true, paymentSecret: SECRET },
          },
        })
      );
    }),
  );
  return calls;
}

const render = () =>
  renderPage({
    path: 'payment-setup/:tokenId',
    element: <PaymentSetupPage />,
    initialEntry: `/payment-setup/${TOKEN}`,
  });

const fillCard = (number = '4242 4242 4242 4242', expiry = '12/34', cvc = '123') => {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: cvc } });
};

describe('PaymentSetupPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the organization and the amount, and saves the card at the stand-in, never through the api', async () => {
    const calls = stubNetwork();
    const { container } = render();
    expect(await screen.findByText('Acme Health')).toBeTruthy();
    expect(screen.getByText(/\$49\.00/)).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Payment information saved'));
    const confirm = calls.find((call) => call.url === `${STAND_IN}/v1/setup_intents/seti_abc/confirm`)!;
    expect(new URLSearchParams(confirm.body).get('client_secret')).toBe(SECRET);
    expect(new URLSearchParams(confirm.body).get('payment_method_data[card][exp_year]')).toBe('2034');
    expect(confirm.headers.get('authorization')).toBe('Bearer pk_test_local');
    // The card number went to the stand-in only.
    expect(calls.filter((call) => !call.url.startsWith(STAND_IN)).some((call) => call.body.includes('4242'))).toBe(
      false,
    );
  });

  it('says what is missing in the card form and starts nothing', async () => {
    const calls = stubNetwork();
    render();
    await screen.findByText('Acme Health');
    fillCard('4242', '13/30', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter the card number')).toBeTruthy();
    expect(screen.getByText('Enter the expiry as MM/YY')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeTruthy();
    expect(document.activeElement?.id).toBe('card-number');
    expect(calls).toHaveLength(1);
  });

  it("shows the provider's refusal of a card in an alert that takes the focus", async () => {
    stubNetwork({
      confirm: () =>
        jsonResponse({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, 402),
    });
    render();
    await screen.findByText('Acme Health');
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says a used link was used and an expired one expired, with no card field', async () => {
    stubNetwork({ page: () => jsonResponse({ data: { paymentSetupLink: link({ state: 'USED' }) } }) });
    render();
    expect(await screen.findByText(USED_PAYMENT_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    cleanup();
    stubNetwork({ page: () => jsonResponse({ data: { paymentSetupLink: link({ state: 'EXPIRED' }) } }) });
    render();
    expect(await screen.findByText(EXPIRED_PAYMENT_LINK_MESSAGE)).toBeTruthy();
  });

  it('says an unknown link is not valid', async () => {
    stubNetwork({ page: () => graphqlErrorResponse('Not found', { code: 'NOT_FOUND' }) });
    render();
    expect(await screen.findByText(INVALID_PAYMENT_LINK_MESSAGE)).toBeTruthy();
  });

  it('shows the api’s reason when the link was used meanwhile', async () => {
    stubNetwork({
      start: () => graphqlErrorResponse('This payment link has already been used.', { code: 'ILLEGAL_STATE' }),
    });
    render();
    await screen.findByText('Acme Health');
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This payment link has already been used.');
  });
});

describe('card helpers', () => {
  it('reads expiries as month and four-digit year', () => {
    expect(parseExpiry('03/31')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
    expect(parseExpiry('0331')).toBeNull();
  });

  it('formats integer cents in the currency', () => {
    expect(formatAmount(4900, 'usd')).toBe('$49.00');
    expect(formatAmount(5, 'usd')).toBe('$0.05');
  });
});
