import { DataSource } from 'typeorm';
import { PaymentChargeMessages } from '#domain/payment-charges';
import { Provider, ProviderEventEntity } from '#domain/provider-events';
import { waitFor } from '#test/eventually';
import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { startPaymentSetupStack, type PaymentSetupStack } from '../payment-methods/payment-setup-stack.js';
import { CHARGE, chargeFlow } from './payment-charges-flow.js';

const PAYMENTS = `query($id: ID!) { caseById(caseId: $id) { payments { id status lastCharge { attempt status failureCode failureMessage } } } }`;
const PAGE = `query($tokenId: ID!) { paymentCompletionLink(tokenId: $tokenId) {
  state organizationName logoUrl amountCents currency cardField standInUrl } }`;
const START = `mutation($tokenId: ID!) { initiatePaymentByLink(tokenId: $tokenId) { success paymentSecret } }`;

describe('Off-session payments (makeOffSessionPayment)', () => {
  let stack: PaymentSetupStack;
  let flow: ReturnType<typeof chargeFlow>;
  beforeAll(async () => {
    stack = await startPaymentSetupStack();
    flow = chargeFlow(stack);
  });
  afterAll(() => stack.close());

  const storedEvents = (eventId: string) =>
    stack.worker
      .get(DataSource)
      .getRepository(ProviderEventEntity)
      .findBy({ provider: Provider.STRIPE, providerEventId: eventId });

  it('records the charge, then the worker charges the saved card once: PAID, PAYMENT_COMPLETED live on the case', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId);
    const paymentId = await flow.addPayment(caseId);

    const answer = await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.makeOffSessionPayment!;
    expect(result).toMatchObject({
      success: true,
      payment: { id: paymentId, status: 'UNPAID' },
      case: { id: caseId },
      charge: { attempt: 1, kind: 'OFF_SESSION', status: 'PENDING' },
    });
    expect(result.activities).toEqual([
      { type: 'TEXT_INFO', payload: expect.objectContaining({ paymentId, change: 'charge-requested' }) },
    ]);

    await flow.waitForCharge(paymentId, 1, 'SUCCEEDED');
    const payment = await flow.payment(paymentId);
    expect(payment.status).toBe('PAID');
    expect(payment.payment_date).not.toBeNull();
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toEqual([
      { payload: expect.objectContaining({ paymentId }) },
    ]);
    const [intent] = flow.intentsOf(paymentId);
    expect(flow.intentsOf(paymentId)).toHaveLength(1);
    expect(intent).toMatchObject({ amount: 4900, currency: 'usd', off_session: true, status: 'succeeded' });
    const [charge] = await flow.charges(paymentId);
    expect(intent.metadata).toMatchObject({ paymentId, chargeId: charge.id, caseId });
    expect(charge.payment_intent_id).toBe(intent.id);
    const created = stack.stripe.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.form['metadata[paymentId]'] === paymentId,
    );
    expect(created.map((request) => request.idempotencyKey)).toEqual([`charge-${paymentId}-1`]);

    // Stripe's own event about it comes after: processed, nothing changes.
    const eventId = `evt_paid_${paymentId.slice(0, 8)}`;
    expect((await stack.stripe.postEvent('payment_intent.succeeded', intent.id, { eventId })).status).toBe(200);
    await waitFor(async () => (await storedEvents(eventId))[0]?.processedAt, { what: 'the event to be processed' });
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toHaveLength(1);

    const shown = await stack.as(stack.org, 'Support', PAYMENTS, { id: caseId });
    expect(shown.data!.caseById!.payments).toEqual([
      {
        id: paymentId,
        status: 'PAID',
        lastCharge: { attempt: 1, status: 'SUCCEEDED', failureCode: null, failureMessage: null },
      },
    ]);
    // The employee sees its payment, not the charge's workings.
    const own = await stack.as(stack.org, 'Pat', PAYMENTS, { id: caseId });
    expect((own.data!.caseById!.payments as { lastCharge: unknown }[])[0].lastCharge).toBeNull();

    // Paid is final: charging it again is refused and writes nothing.
    const again = await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    expect(again.errors?.[0]).toMatchObject({
      message: PaymentChargeMessages.NOT_UNPAID,
      extensions: { code: 'ILLEGAL_STATE' },
    });
    expect(await flow.charges(paymentId)).toHaveLength(1);
  });

  it('a decline keeps the payment UNPAID with its reason, sends the completion link, and the link page completes it once', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId, TEST_CARDS.declinesCharges);
    const paymentId = await flow.addPayment(caseId);
    expect((await stack.as(stack.org, 'Support', CHARGE, { paymentId })).errors).toBeUndefined();

    await flow.waitForCharge(paymentId, 1, 'FAILED');
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');
    const [charge] = await flow.charges(paymentId);
    expect(charge).toMatchObject({ failure_code: 'card_declined', failure_message: 'Your card was declined.' });
    const shown = await stack.as(stack.org, 'Support', PAYMENTS, { id: caseId });
    expect((shown.data!.caseById!.payments as unknown[])[0]).toMatchObject({
      status: 'UNPAID',
      lastCharge: { status: 'FAILED', failureCode: 'card_declined', failureMessage: 'Your card was declined.' },
    });
    expect(await flow.activities(caseId, 'TEXT_INFO')).toEqual(
      expect.arrayContaining([
        {
          payload: expect.objectContaining({
            paymentId,
            change: 'charge-failed',
            failureCode: 'card_declined',
            completionLinkSent: true,
          }),
        },
      ]),
    );
    const [link] = await stack.org.query<{ id: string }>(
      `SELECT id FROM payment_completion_link WHERE payment_id = $1`,
      [paymentId],
    );
    const [message] = await stack.org.query<{ body: string }>(
      `SELECT body FROM case_message WHERE case_id = $1 AND body LIKE '%?mode=pay%'`,
      [caseId],
    );
    expect(message.body).toContain(`/payment-setup/${link.id}?mode=pay`);
    expect(await flow.activities(caseId, 'OUTBOUND_EMAIL')).not.toHaveLength(0);

    // The page shows the amount and the organization, nothing of the case or the person.
    const page = await stack.anonymous(PAGE, { tokenId: link.id });
    expect(page.data!.paymentCompletionLink).toEqual({
      state: 'OPEN',
      organizationName: expect.stringMatching(/^Scratch /),
      logoUrl: '',
      amountCents: 4900,
      currency: 'usd',
      cardField: 'LOCAL_STAND_IN',
      standInUrl: stack.stripeUrl,
    });
    expect(JSON.stringify(page)).not.toMatch(new RegExp(`${caseId}|${paymentId}|${stack.org.users.Pat.email}`));

    // The page confirms the failed charge's own intent with a new card: no second intent, no second charge.
    const started = await stack.anonymous(START, { tokenId: link.id });
    expect(started.errors).toBeUndefined();
    const secret = started.data!.initiatePaymentByLink!.paymentSecret as string;
    expect(secret.startsWith(`${charge.payment_intent_id}_secret_`)).toBe(true);
    expect((await stack.stripe.payWithCard(stack.stripeUrl, secret)).status).toBe(200);
    await stack.stripe.postEvent('payment_intent.succeeded', charge.payment_intent_id!);
    await waitFor(async () => (await flow.payment(paymentId)).status, {
      until: (status) => status === 'PAID',
      what: 'the payment to be PAID',
    });
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toHaveLength(1);
    expect(flow.intentsOf(paymentId)).toHaveLength(1);
    expect((await flow.charges(paymentId)).map((row) => row.status)).toEqual(['SUCCEEDED']);

    // Single use.
    expect((await stack.anonymous(PAGE, { tokenId: link.id })).data!.paymentCompletionLink!.state).toBe('USED');
    const reused = await stack.anonymous(START, { tokenId: link.id });
    expect(reused.errors?.[0]).toMatchObject({
      message: PaymentChargeMessages.LINK_USED,
      extensions: { code: 'ILLEGAL_STATE' },
    });
    const unknown = await stack.anonymous(PAGE, { tokenId: '7d0c1f4e-5b8a-4c1e-9d2f-000000000000' });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('authentication_required is a failure with its reason and a completion link too', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId);
    const paymentId = await flow.addPayment(caseId);
    stack.stripe.nextCharge = 'authentication_required';
    expect((await stack.as(stack.org, 'Support', CHARGE, { paymentId })).errors).toBeUndefined();
    await flow.waitForCharge(paymentId, 1, 'FAILED');
    expect((await flow.charges(paymentId))[0].failure_code).toBe('authentication_required');
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');
    expect(
      await stack.org.query(`SELECT id FROM payment_completion_link WHERE payment_id = $1`, [paymentId]),
    ).toHaveLength(1);

    // Staff may try the card again: a new attempt, and the earlier link closes (it would pay twice).
    const [{ payment_intent_id: firstIntentId }] = await flow.charges(paymentId);
    const retried = await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    expect(retried.data!.makeOffSessionPayment!.charge).toMatchObject({ attempt: 2 });
    await flow.waitForCharge(paymentId, 2, 'SUCCEEDED');
    // The first attempt's intent is cancelled at Stripe: a page still holding its secret cannot pay it.
    expect(stack.stripe.paymentIntents.get(firstIntentId!)!.status).toBe('canceled');
    const [link] = await stack.org.query<{ id: string }>(
      `SELECT id FROM payment_completion_link WHERE payment_id = $1`,
      [paymentId],
    );
    expect((await stack.anonymous(PAGE, { tokenId: link.id })).data!.paymentCompletionLink!.state).toBe('USED');
  });

  it('a new attempt finds the earlier intent paid on its page and charges nothing more', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId, TEST_CARDS.declinesCharges);
    const paymentId = await flow.addPayment(caseId);
    await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    await flow.waitForCharge(paymentId, 1, 'FAILED');
    const [{ payment_intent_id: intentId }] = await flow.charges(paymentId);
    // Paid on the completion page; its webhook has not arrived yet.
    stack.stripe.paymentIntents.get(intentId!)!.status = 'succeeded';
    const intentsBefore = stack.stripe.paymentIntents.size;
    await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    await flow.waitForCharge(paymentId, 2, 'FAILED');
    expect((await flow.payment(paymentId)).status).toBe('PAID');
    expect(stack.stripe.paymentIntents.size).toBe(intentsBefore);
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toHaveLength(1);
  });

  it('webhooks with a bad signature, a stale timestamp or a replayed id change nothing', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId, TEST_CARDS.declinesCharges);
    const paymentId = await flow.addPayment(caseId);
    await stack.as(stack.org, 'Support', CHARGE, { paymentId });
    await flow.waitForCharge(paymentId, 1, 'FAILED');
    const [{ payment_intent_id: intentId }] = await flow.charges(paymentId);
    // Stripe now says it succeeded (the employee paid elsewhere in its flow); only a genuine event may tell us.
    stack.stripe.paymentIntents.get(intentId!)!.status = 'succeeded';

    const forged = await stack.stripe.postEvent('payment_intent.succeeded', intentId!, {
      eventId: `evt_forged_${paymentId.slice(0, 8)}`,
      secret: 'whsec_someone_else',
    });
    expect(forged.status).toBe(403);
    const stale = await stack.stripe.postEvent('payment_intent.succeeded', intentId!, {
      eventId: `evt_stale_${paymentId.slice(0, 8)}`,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(403);
    expect(await storedEvents(`evt_forged_${paymentId.slice(0, 8)}`)).toEqual([]);
    expect(await storedEvents(`evt_stale_${paymentId.slice(0, 8)}`)).toEqual([]);
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');

    const eventId = `evt_genuine_${paymentId.slice(0, 8)}`;
    expect((await stack.stripe.postEvent('payment_intent.succeeded', intentId!, { eventId })).status).toBe(200);
    await waitFor(async () => (await flow.payment(paymentId)).status === 'PAID', { what: 'the payment to be PAID' });
    expect((await stack.stripe.postEvent('payment_intent.succeeded', intentId!, { eventId })).status).toBe(200);
    expect(await storedEvents(eventId)).toHaveLength(1);
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toHaveLength(1);
  });

  it("refuses who may not charge with the spec's message, and bad input writes nothing", async () => {
    const caseId = await stack.newCase();
    const paymentId = await flow.addPayment(caseId);
    const refused = (name: string, on = stack.org, id = paymentId) => stack.as(on, name, CHARGE, { paymentId: id });
    for (const name of ['Worker', 'Pat']) {
      expect((await refused(name)).errors?.[0]).toMatchObject({
        message: 'Only a case worker can manage this case',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await refused('Support', stack.other)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await refused('Support', stack.org, 'not-a-payment')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Lee, the employee of this case, has saved no card.
    const leeCase = await stack.org.insertCase({ submitter: 'Lee', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const leePayment = await flow.addPayment(leeCase);
    expect((await refused('Support', stack.org, leePayment)).errors?.[0]).toMatchObject({
      message: PaymentChargeMessages.NO_CARD,
      extensions: { code: 'ILLEGAL_STATE' },
    });
    const wrongType = await stack.as(stack.org, 'Support', CHARGE, { paymentId: 42 });
    expect(wrongType.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await flow.charges(paymentId)).toEqual([]);
    expect(await flow.charges(leePayment)).toEqual([]);
    expect(await flow.activities(caseId, 'TEXT_INFO')).toEqual([]);
  });
});
