import { DataSource } from 'typeorm';
import { PaymentSetupMessages } from '#domain/payment-methods';
import { Provider, ProviderEventEntity } from '#domain/provider-events';
import { StripeClient } from '#integrations';
import { waitFor } from '#test/eventually';
import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { startPaymentSetupStack, type PaymentSetupStack } from './payment-setup-stack.js';

const SEND_LINK = `mutation($caseId: ID!, $amount: Int) {
  sendPaymentInfoLink(caseId: $caseId, channel: EMAIL, amountCents: $amount) {
    success caseId paymentInfoStatus activities { type } } }`;
const LINK = `query($tokenId: ID!) { paymentSetupLink(tokenId: $tokenId) {
  state organizationName logoUrl amountCents currency cardField publishableKey standInUrl } }`;
const START_BY_LINK = `mutation($tokenId: ID!) { initiatePaymentSetupByLink(tokenId: $tokenId) { success paymentSecret } }`;
const START = `mutation($caseId: ID!) { initiatePaymentSetup(caseId: $caseId) { success paymentSecret } }`;
const INFO = `query($userId: ID!) { paymentInfoByUserId(userId: $userId) { brand last4 expMonth expYear } }`;
const DELETE = `mutation($userId: ID!) { deletePaymentInfo(userId: $userId) { success message } }`;

describe('Payment setup (Stripe card collection)', () => {
  let stack: PaymentSetupStack;
  beforeAll(async () => {
    stack = await startPaymentSetupStack();
  });
  afterAll(() => stack.close());

  const caseRow = async (caseId: string) =>
    (
      await stack.org.query<{ payment_info_status: string }>(
        `SELECT payment_info_status FROM case_record WHERE id = $1`,
        [caseId],
      )
    )[0];
  const activityCount = async (caseId: string, type: string) =>
    Number(
      (
        await stack.org.query<{ count: string }>(
          `SELECT count(*) FROM case_activity WHERE case_id = $1 AND type = $2`,
          [caseId, type],
        )
      )[0].count,
    );
  const tokenOf = async (caseId: string) =>
    (
      await stack.org.query<{ id: string; used_at: Date | null; setup_intent_id: string | null }>(
        `SELECT id, used_at, setup_intent_id FROM payment_setup_token WHERE case_id = $1 AND sent_by_link ORDER BY created_at DESC LIMIT 1`,
        [caseId],
      )
    )[0];
  const sendLink = async (caseId: string, amount: number | null = 4900) => {
    const answer = await stack.as(stack.org, 'Support', SEND_LINK, { caseId, amount });
    expect(answer.errors).toBeUndefined();
    return { answer: answer.data!.sendPaymentInfoLink!, token: await tokenOf(caseId) };
  };
  const intentIdOf = (secret: string) => secret.slice(0, secret.indexOf('_secret_'));
  const storedEvents = (eventId: string) =>
    stack.worker
      .get(DataSource)
      .getRepository(ProviderEventEntity)
      .findBy({ provider: Provider.STRIPE, providerEventId: eventId });

  it('sends a single-use link: SENT_LINK, its timeline entry and a message through the case message writer', async () => {
    const caseId = await stack.newCase();
    const before = stack.stripe.requests.length;
    const { answer, token } = await sendLink(caseId);
    expect(answer).toMatchObject({ success: true, caseId, paymentInfoStatus: 'SENT_LINK' });
    expect((answer.activities as { type: string }[]).map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['PAYMENT_INFO_LINK_SENT', 'OUTBOUND_EMAIL']),
    );
    expect((await caseRow(caseId)).payment_info_status).toBe('SENT_LINK');
    const [message] = await stack.org.query<{ body: string; sent_body: string }>(
      `SELECT body, sent_body FROM case_message WHERE case_id = $1`,
      [caseId],
    );
    expect(message.body).toContain(`/payment-setup/${token.id}`);
    // The organization's no-PHI default holds: the employee is told to sign in and reads the link there.
    expect(message.sent_body).not.toContain(token.id);
    // Sending a link is no Stripe call.
    expect(stack.stripe.requests.length).toBe(before);
  });

  it('refuses staff without payment rights, and other organizations see no such case', async () => {
    const caseId = await stack.newCase();
    const byWorker = await stack.as(stack.org, 'Worker', SEND_LINK, { caseId, amount: null });
    expect(byWorker.errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    const fromOther = await stack.as(stack.other, 'Support', SEND_LINK, { caseId, amount: null });
    expect(fromOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bad = await stack.as(stack.org, 'Support', SEND_LINK, { caseId, amount: -5 });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stack.org.query(`SELECT id FROM payment_setup_token WHERE case_id = $1`, [caseId])).toEqual([]);
    expect((await caseRow(caseId)).payment_info_status).toBe('NOT_SENT');
  });

  it('collects the card through the link once: the webhook saves it, replays and late events change nothing', async () => {
    const caseId = await stack.newCase();
    const { token } = await sendLink(caseId);

    const page = await stack.anonymous(LINK, { tokenId: token.id });
    expect(page.data!.paymentSetupLink).toEqual({
      state: 'OPEN',
      organizationName: expect.stringMatching(/^Scratch /),
      logoUrl: '',
      amountCents: 4900,
      currency: 'usd',
      cardField: 'LOCAL_STAND_IN',
      publishableKey: stack.api.config.STRIPE_PUBLISHABLE_KEY,
      standInUrl: stack.stripeUrl,
    });
    // Nothing of the case or the person is on the public page.
    expect(JSON.stringify(page)).not.toMatch(new RegExp(`${caseId}|${stack.org.users.Pat.email}|Pat`));

    const started = await stack.anonymous(START_BY_LINK, { tokenId: token.id });
    expect(started.errors).toBeUndefined();
    const secret = started.data!.initiatePaymentSetupByLink!.paymentSecret as string;
    expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
    // Asked again (a reload), the same SetupIntent: keyed by the token.
    const again = await stack.anonymous(START_BY_LINK, { tokenId: token.id });
    expect(again.data!.initiatePaymentSetupByLink!.paymentSecret).toBe(secret);
    const intentId = intentIdOf(secret);
    expect(
      [...stack.stripe.setupIntents.values()].filter(
        (intent) => intent.metadata && (intent.metadata as Record<string, string>).tokenId === token.id,
      ),
    ).toHaveLength(1);
    expect(stack.stripe.setupIntents.get(intentId)).toMatchObject({
      usage: 'off_session',
      metadata: { caseId, tokenId: token.id },
    });
    // Every write to Stripe carries an idempotency key.
    const writes = stack.stripe.requests.filter((request) => request.method === 'POST');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((request) => request.idempotencyKey)).toBe(true);
    expect(writes.some((request) => request.idempotencyKey === `setup-intent-${token.id}`)).toBe(true);

    // An event that comes before the card was confirmed: Stripe's current state says no, nothing is saved.
    const early = await stack.stripe.postEvent('setup_intent.succeeded', intentId, {
      object: { ...stack.stripe.setupIntents.get(intentId)!, status: 'succeeded' },
    });
    expect(early.status).toBe(200);

    expect((await stack.stripe.confirmCard(stack.stripeUrl, secret)).status).toBe(200);
    const eventId = `evt_link_${token.id.slice(0, 8)}`;
    expect((await stack.stripe.postEvent('setup_intent.succeeded', intentId, { eventId })).status).toBe(200);
    await waitFor(async () => (await caseRow(caseId)).payment_info_status === 'SUBMITTED', {
      what: 'the case to be SUBMITTED',
    });
    expect((await tokenOf(caseId)).used_at).not.toBeNull();
    expect(await activityCount(caseId, 'ADD_PAYMENT_INFO_BY_LINK')).toBe(1);

    // The same event again is stored once; another event about the same intent is processed and changes nothing.
    expect((await stack.stripe.postEvent('setup_intent.succeeded', intentId, { eventId })).status).toBe(200);
    expect(await storedEvents(eventId)).toHaveLength(1);
    const second = `evt_second_${token.id.slice(0, 8)}`;
    await stack.stripe.postEvent('setup_intent.succeeded', intentId, { eventId: second });
    await waitFor(async () => (await storedEvents(second))[0]?.processedAt, {
      what: 'the second event to be processed',
    });
    expect(await activityCount(caseId, 'ADD_PAYMENT_INFO_BY_LINK')).toBe(1);

    // The card is the customer's default, shown by brand, last 4 and expiry only.
    const card = await stack.as(stack.org, 'Support', INFO, { userId: stack.org.users.Pat.id });
    expect(card.data!.paymentInfoByUserId).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const own = await stack.as(stack.org, 'Pat', INFO, { userId: stack.org.users.Pat.id });
    expect(own.data!.paymentInfoByUserId).toEqual(card.data!.paymentInfoByUserId);
    const paymentMethodId = stack.stripe.setupIntents.get(intentId)!.payment_method as string;
    const customerId = stack.stripe.setupIntents.get(intentId)!.customer as string;
    expect(stack.stripe.customers.get(customerId)!.invoice_settings).toEqual({
      default_payment_method: paymentMethodId,
    });

    // Single use: the page says so and starts nothing.
    expect((await stack.anonymous(LINK, { tokenId: token.id })).data!.paymentSetupLink!.state).toBe('USED');
    const reused = await stack.anonymous(START_BY_LINK, { tokenId: token.id });
    expect(reused.errors?.[0]).toMatchObject({
      message: PaymentSetupMessages.LINK_USED,
      extensions: { code: 'ILLEGAL_STATE' },
    });
  });

  it('refuses forged, stale and unsigned webhooks and stores nothing', async () => {
    const caseId = await stack.newCase();
    const { token } = await sendLink(caseId);
    const secret = (await stack.anonymous(START_BY_LINK, { tokenId: token.id })).data!.initiatePaymentSetupByLink!
      .paymentSecret as string;
    const intentId = intentIdOf(secret);
    await stack.stripe.confirmCard(stack.stripeUrl, secret);
    const forged = await stack.stripe.postEvent('setup_intent.succeeded', intentId, {
      eventId: 'evt_forged_1',
      secret: 'whsec_someone_else',
    });
    expect(forged.status).toBe(403);
    const stale = await stack.stripe.postEvent('setup_intent.succeeded', intentId, {
      eventId: 'evt_stale_1',
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(403);
    const unsigned = await fetch(`${stack.api.url}/webhooks/stripe`, {
      method: 'POST',
      body: JSON.stringify({
        id: 'evt_unsigned_1',
        type: 'setup_intent.succeeded',
        data: { object: { id: intentId } },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(403);
    for (const eventId of ['evt_forged_1', 'evt_stale_1', 'evt_unsigned_1'])
      expect(await storedEvents(eventId)).toEqual([]);
    expect((await caseRow(caseId)).payment_info_status).toBe('SENT_LINK');
  });

  it('says an expired link has expired and starts nothing; unknown links are NOT_FOUND', async () => {
    const caseId = await stack.newCase();
    const { token } = await sendLink(caseId);
    await stack.org.query(`UPDATE payment_setup_token SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      token.id,
    ]);
    const before = stack.stripe.requests.length;
    expect((await stack.anonymous(LINK, { tokenId: token.id })).data!.paymentSetupLink!.state).toBe('EXPIRED');
    const started = await stack.anonymous(START_BY_LINK, { tokenId: token.id });
    expect(started.errors?.[0]).toMatchObject({
      message: PaymentSetupMessages.LINK_EXPIRED,
      extensions: { code: 'ILLEGAL_STATE' },
    });
    expect(stack.stripe.requests.length).toBe(before);
    for (const tokenId of ['00000000-0000-4000-8000-000000000000', 'not-a-token']) {
      expect((await stack.anonymous(LINK, { tokenId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await stack.anonymous(START_BY_LINK, { tokenId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('lets the employee start setup on its own case only, and payment staff of its organization', async () => {
    const caseId = await stack.newCase();
    const own = await stack.as(stack.org, 'Pat', START, { caseId });
    expect(own.errors).toBeUndefined();
    expect(own.data!.initiatePaymentSetup!.paymentSecret).toMatch(/^seti_/);
    // The same open in-app setup is reused: the same SetupIntent.
    const twice = await stack.as(stack.org, 'Pat', START, { caseId });
    expect(twice.data!.initiatePaymentSetup!.paymentSecret).toBe(own.data!.initiatePaymentSetup!.paymentSecret);
    const byStaff = await stack.as(stack.org, 'Support', START, { caseId });
    expect(byStaff.errors).toBeUndefined();

    const otherEmployee = await stack.as(stack.org, 'Lee', START, { caseId });
    expect(otherEmployee.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const caseworker = await stack.as(stack.org, 'Worker', START, { caseId });
    expect(caseworker.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const otherOrganization = await stack.as(stack.other, 'Support', START, { caseId });
    expect(otherOrganization.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // An in-app setup is no link: its token opens no public page.
    const [inApp] = await stack.org.query<{ id: string }>(
      `SELECT id FROM payment_setup_token WHERE case_id = $1 AND NOT sent_by_link`,
      [caseId],
    );
    expect((await stack.anonymous(LINK, { tokenId: inApp.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows and deletes saved cards only for who may, and the worker detaches the deleted card at Stripe', async () => {
    const caseId = await stack.newCase();
    const secret = (await stack.as(stack.org, 'Pat', START, { caseId })).data!.initiatePaymentSetup!
      .paymentSecret as string;
    const intentId = intentIdOf(secret);
    await stack.stripe.confirmCard(stack.stripeUrl, secret, {
      number: TEST_CARDS.mastercard,
      expMonth: 3,
      expYear: 2031,
    });
    await stack.stripe.postEvent('setup_intent.succeeded', intentId);
    const patId = stack.org.users.Pat.id;
    await waitFor(
      async () =>
        (await stack.as(stack.org, 'Pat', INFO, { userId: patId })).data?.paymentInfoByUserId?.last4 === '4444',
      { what: 'the mastercard to be saved' },
    );
    // In-app setup: SUBMITTED, but no "by link" entry.
    expect((await caseRow(caseId)).payment_info_status).toBe('SUBMITTED');
    expect(await activityCount(caseId, 'ADD_PAYMENT_INFO_BY_LINK')).toBe(0);

    for (const [organization, name] of [
      [stack.org, 'Lee'],
      [stack.other, 'Support'],
      [stack.other, 'Sam'],
    ] as const) {
      expect((await stack.as(organization, name, INFO, { userId: patId })).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await stack.as(organization, name, DELETE, { userId: patId })).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await stack.as(stack.org, 'Worker', INFO, { userId: patId })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );

    const paymentMethodId = stack.stripe.setupIntents.get(intentId)!.payment_method as string;
    const deleted = await stack.as(stack.org, 'Support', DELETE, { userId: patId });
    expect(deleted.data!.deletePaymentInfo).toMatchObject({ success: true });
    expect((await stack.as(stack.org, 'Pat', INFO, { userId: patId })).data!.paymentInfoByUserId).toBeNull();
    await waitFor(() => stack.stripe.paymentMethods.get(paymentMethodId)!.customer === null, {
      what: 'the card to be detached at Stripe',
    });
    expect(
      stack.stripe.requests.filter((request) => request.path === `/v1/payment_methods/${paymentMethodId}/detach`),
    ).toEqual([expect.objectContaining({ idempotencyKey: `detach-${paymentMethodId}` })]);
  });

  it('holds no Stripe client in the api process: only the worker can call Stripe', () => {
    expect(() => stack.api.app.get(StripeClient, { strict: false })).toThrow();
    expect(stack.worker.get(StripeClient, { strict: false })).toBeInstanceOf(StripeClient);
  });
});
