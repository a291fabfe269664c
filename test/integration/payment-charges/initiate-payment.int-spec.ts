import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { waitFor } from '#test/eventually';
import { startPaymentSetupStack, type PaymentSetupStack } from '../payment-methods/payment-setup-stack.js';
import { chargeFlow } from './payment-charges-flow.js';

const PAY = `mutation($caseId: ID!, $amount: Int!) { initiatePayment(caseId: $caseId, amount: $amount) { success paymentSecret } }`;

describe('initiatePayment (the employee pays on its own page)', () => {
  let stack: PaymentSetupStack;
  let flow: ReturnType<typeof chargeFlow>;
  beforeAll(async () => {
    stack = await startPaymentSetupStack();
    flow = chargeFlow(stack);
  });
  afterAll(() => stack.close());

  const pay = async (caseId: string, amount: number) => {
    const answer = await stack.as(stack.org, 'Pat', PAY, { caseId, amount });
    expect(answer.errors).toBeUndefined();
    return answer.data!.initiatePayment!.paymentSecret as string;
  };

  it('makes one PaymentIntent for the unpaid payment of that amount; the card field pays it once', async () => {
    const caseId = await stack.newCase();
    const paymentId = await flow.addPayment(caseId, { amount: 7500 });
    const secret = await pay(caseId, 7500);
    expect(secret).toMatch(/^pi_\w+_secret_\w+$/);
    // A reload asks again: the same intent.
    expect(await pay(caseId, 7500)).toBe(secret);
    expect(flow.intentsOf(paymentId)).toHaveLength(1);
    expect(flow.intentsOf(paymentId)[0]).toMatchObject({ amount: 7500, off_session: false });
    expect(await flow.charges(paymentId)).toEqual([
      expect.objectContaining({ attempt: 1, kind: 'ON_SESSION', status: 'AWAITING_CUSTOMER' }),
    ]);

    // A refused card leaves the payment open and the page may try another.
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    const declined = await stack.stripe.payWithCard(stack.stripeUrl, secret, {
      number: TEST_CARDS.declinesCharges,
      expMonth: 12,
      expYear: 2034,
    });
    expect(declined.status).toBe(402);
    await stack.stripe.postEvent('payment_intent.payment_failed', intentId, { eventId: `evt_failed_${intentId}` });
    await waitFor(
      async () =>
        (
          await stack.org.query<{ processed_at: Date | null }>(
            `SELECT processed_at FROM provider_event WHERE provider_event_id = $1`,
            [`evt_failed_${intentId}`],
          )
        )[0]?.processed_at,
      { what: 'the failure event to be processed' },
    );
    expect((await flow.charges(paymentId))[0].status).toBe('AWAITING_CUSTOMER');
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');

    expect((await stack.stripe.payWithCard(stack.stripeUrl, secret)).status).toBe(200);
    await stack.stripe.postEvent('payment_intent.succeeded', intentId);
    await waitFor(async () => (await flow.payment(paymentId)).status === 'PAID', { what: 'the payment to be PAID' });
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toHaveLength(1);
    expect((await flow.charges(paymentId))[0].status).toBe('SUCCEEDED');
    expect(flow.intentsOf(paymentId)).toHaveLength(1);
  });

  it("refuses other people's cases, staff without payment rights and amounts owed by no payment; writes nothing", async () => {
    const caseId = await stack.newCase();
    const paymentId = await flow.addPayment(caseId, { amount: 7500 });
    const asked = (name: string, amount: number) => stack.as(stack.org, name, PAY, { caseId, amount });
    expect((await asked('Lee', 7500)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await asked('Worker', 7500)).errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.as(stack.other, 'Sam', PAY, { caseId, amount: 7500 })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    for (const amount of [1234, 0, -5])
      expect((await asked('Pat', amount)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await flow.charges(paymentId)).toEqual([]);
    expect(flow.intentsOf(paymentId)).toEqual([]);
  });
});
