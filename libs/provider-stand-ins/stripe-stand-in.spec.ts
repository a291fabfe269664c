import type { Server } from 'node:http';
import Stripe from 'stripe';
import { close, listen, standInServer } from './http-stand-in.js';
import { StripeStandIn, TEST_CARDS } from './stripe-stand-in.js';

/** The real SDK against the stand-in, as the worker uses it (host, port, protocol). */
describe('StripeStandIn', () => {
  let standIn: StripeStandIn;
  let server: Server;
  let stripe: Stripe;
  let baseUrl: string;
  beforeAll(async () => {
    standIn = new StripeStandIn();
    server = standInServer([standIn.route]);
    baseUrl = await listen(server);
    const { hostname, port } = new URL(baseUrl);
    stripe = new Stripe('sk_test_stand_in', { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => close(server));

  /** A customer with a saved card, confirmed as the browser would with the publishable key. */
  async function savedCard(number: string): Promise<{ customer: string; paymentMethod: string }> {
    const customer = await stripe.customers.create({ metadata: { userId: 'u1' } });
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const answer = await fetch(`${baseUrl}/v1/setup_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_x', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: intent.client_secret!,
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
      }).toString(),
    });
    expect(answer.status).toBe(200);
    const confirmed = await stripe.setupIntents.retrieve(intent.id);
    expect(confirmed.status).toBe('succeeded');
    return { customer: customer.id, paymentMethod: confirmed.payment_method as string };
  }

  it('answers a repeated idempotency key with the first object', async () => {
    const first = await stripe.customers.create({}, { idempotencyKey: 'customer-same' });
    const second = await stripe.customers.create({}, { idempotencyKey: 'customer-same' });
    const other = await stripe.customers.create({}, { idempotencyKey: 'customer-other' });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a card declined at setup, and a wrong client secret', async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    const confirm = (secret: string, number: string) =>
      fetch(`${baseUrl}/v1/setup_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers: { authorization: 'Bearer pk_test_x' },
        body: new URLSearchParams({
          client_secret: secret,
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': '1',
          'payment_method_data[card][exp_year]': '2030',
        }).toString(),
      });
    expect((await confirm('seti_wrong_secret_x', TEST_CARDS.visa)).status).toBe(400);
    const declined = await confirm(intent.client_secret!, TEST_CARDS.declinedAtSetup);
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { code: string } }).error.code).toBe('card_declined');
    expect((await stripe.setupIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('charges a saved card off-session, and captures or cancels an authorised charge', async () => {
    const card = await savedCard(TEST_CARDS.visa);
    const charge = (captureMethod: 'automatic' | 'manual', key: string) =>
      stripe.paymentIntents.create(
        {
          amount: 4900,
          currency: 'usd',
          customer: card.customer,
          payment_method: card.paymentMethod,
          off_session: true,
          confirm: true,
          capture_method: captureMethod,
        },
        { idempotencyKey: key },
      );
    expect((await charge('automatic', 'charge-1')).status).toBe('succeeded');
    const held = await charge('manual', 'charge-2');
    expect(held.status).toBe('requires_capture');
    expect((await stripe.paymentIntents.capture(held.id, {}, { idempotencyKey: 'capture-2' })).status).toBe(
      'succeeded',
    );
    const toCancel = await charge('manual', 'charge-3');
    expect((await stripe.paymentIntents.cancel(toCancel.id, {}, { idempotencyKey: 'cancel-3' })).status).toBe(
      'canceled',
    );
  });

  it('declines or asks for authentication as Stripe does off-session', async () => {
    const declining = await savedCard(TEST_CARDS.declinesCharges);
    const params = (card: { customer: string; paymentMethod: string }) => ({
      amount: 1000,
      currency: 'usd',
      customer: card.customer,
      payment_method: card.paymentMethod,
      off_session: true,
      confirm: true,
    });
    await expect(
      stripe.paymentIntents.create(params(declining), { idempotencyKey: 'decline-1' }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    const needsAuthentication = await savedCard(TEST_CARDS.needsAuthentication);
    const refusal = (await stripe.paymentIntents
      .create(params(needsAuthentication), { idempotencyKey: 'auth-1' })
      .catch((error: unknown) => error)) as Stripe.errors.StripeCardError;
    expect(refusal.code).toBe('authentication_required');
    expect(refusal.payment_intent?.status).toBe('requires_payment_method');
    // `nextCharge` makes the next charge of any card fail once.
    const good = await savedCard(TEST_CARDS.visa);
    standIn.nextCharge = 'decline';
    await expect(stripe.paymentIntents.create(params(good), { idempotencyKey: 'next-1' })).rejects.toMatchObject({
      code: 'card_declined',
    });
    expect((await stripe.paymentIntents.create(params(good), { idempotencyKey: 'next-2' })).status).toBe('succeeded');
  });

  it('makes a charge whose answer it drops, and answers a retry with the same key with that charge', async () => {
    const card = await savedCard(TEST_CARDS.visa);
    const charge = { amount: 1000, currency: 'usd', customer: card.customer, payment_method: card.paymentMethod };
    const madeFor = () => [...standIn.paymentIntents.values()].filter((intent) => intent.customer === card.customer);
    // The SDK sends a request whose connection closed once more by itself: both answers are lost.
    standIn.answersToDrop = 2;
    const asked = () => standIn.requests.filter((request) => request.idempotencyKey === 'lost-1').length;
    await expect(
      stripe.paymentIntents.create({ ...charge, off_session: true, confirm: true }, { idempotencyKey: 'lost-1' }),
    ).rejects.toMatchObject({ type: 'StripeConnectionError' });
    expect(asked()).toBe(2);
    expect(madeFor()).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    const retried = await stripe.paymentIntents.create(
      { ...charge, off_session: true, confirm: true },
      { idempotencyKey: 'lost-1' },
    );
    expect(retried).toMatchObject({ id: madeFor()[0].id, status: 'succeeded' });
    expect(madeFor()).toHaveLength(1);
    expect(asked()).toBe(3);
  });

  it('detaches a card once; detaching it again is an unexpected state', async () => {
    const card = await savedCard(TEST_CARDS.mastercard);
    const detached = await stripe.paymentMethods.detach(card.paymentMethod);
    expect(detached.customer).toBeNull();
    expect(detached.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await expect(stripe.paymentMethods.detach(card.paymentMethod)).rejects.toMatchObject({
      code: 'payment_method_unexpected_state',
    });
  });
});
