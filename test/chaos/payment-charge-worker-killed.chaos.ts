// Fault: the worker is killed (SIGKILL) in the middle of a scheduled charge: Stripe has made the PaymentIntent
// but the worker never got the answer, so nothing is written. The next worker's sweep takes the charge over
// once the claim's lease ran out and calls Stripe again with the same idempotency key: Stripe answers the
// same intent, and the payment is paid once, with one PAYMENT_COMPLETED entry.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { waitFor } from '#test/eventually';
import { StripeFake, TEST_CARDS } from '#test/fakes/stripe-fake';
import { demoUser } from '#test/tokens';
import { DEMO_ORGANIZATIONS } from '../../libs/demo-data/demo-data.js';
import { type ChaosStack, createChaosStack } from './support/chaos-stack.js';

/** The Stripe fake, whose answers to PaymentIntent creations are held (made, not sent) until `release`. */
class HoldingStripeFake extends StripeFake {
  held = 0;
  release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));

  constructor() {
    super();
    const route = this.route;
    Object.defineProperty(this, 'route', {
      value: async (request: IncomingMessage, response: ServerResponse, raw: Buffer) => {
        if (request.method === 'POST' && request.url === '/v1/payment_intents') {
          const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
          response.end = ((...args: unknown[]) => {
            this.held += 1;
            void this.gate.then(() => end(...args));
            return response;
          }) as never;
        }
        return route(request, response, raw);
      },
    });
  }
}

describe('chaos: worker killed mid-charge', () => {
  let stack: ChaosStack;
  const stripe = new HoldingStripeFake();
  const acme = DEMO_ORGANIZATIONS.acme.id;
  beforeAll(async () => {
    const stripeUrl = await stripe.start();
    stack = await createChaosStack('payment_kill', {
      STRIPE_BASE_URL: stripeUrl,
      PAYMENT_CHARGE_SWEEP_MS: '300',
      PAYMENT_CHARGE_LEASE_MS: '3000',
    });
  }, 60000);
  afterAll(async () => {
    stripe.release?.();
    await stack?.close();
    await stripe.stop();
  });

  it('charges a scheduled payment exactly once across the kill', async () => {
    const employee = demoUser('employee').id;
    // The employee's saved card, at the fake and in the database.
    const customer = { id: `cus_${randomUUID().slice(0, 8)}`, object: 'customer', metadata: {}, invoice_settings: {} };
    const card = {
      id: `pm_${randomUUID().slice(0, 8)}`,
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      number: TEST_CARDS.visa,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    };
    stripe.customers.set(customer.id, customer);
    stripe.paymentMethods.set(card.id, card);
    await stack.db.query(
      `INSERT INTO payment_info (organization_id, user_id, stripe_customer_id, payment_method_id, card_brand, card_last4, card_exp_month, card_exp_year)
       VALUES ($1, $2, $3, $4, 'visa', '4242', 12, 2034)
       ON CONFLICT (organization_id, user_id) DO UPDATE SET stripe_customer_id = EXCLUDED.stripe_customer_id, payment_method_id = EXCLUDED.payment_method_id`,
      [acme, employee, customer.id, card.id],
    );
    const { caseId } = await stack.createCase();
    const [{ id: paymentId }] = await stack.db.query<{ id: string }>(
      `INSERT INTO case_payment (organization_id, case_id, amount, is_scheduled, schedule_position, due_date)
       VALUES ($1, $2, 12500, true, 0, (now() - interval '2 days')::date) RETURNING id`,
      [acme, caseId],
    );
    const charges = () =>
      stack.db.query<{ attempt: number; status: string }>(
        `SELECT attempt, status FROM payment_charge WHERE payment_id = $1 ORDER BY attempt`,
        [paymentId],
      );

    const worker = await stack.startWorker();
    await waitFor(() => stripe.held, {
      until: (held) => held >= 1,
      what: 'the worker to be mid-charge (the intent made, its answer held)',
      timeoutMs: 30000,
    });
    expect(await charges()).toEqual([{ attempt: 1, status: 'PROCESSING' }]);
    await worker.kill();
    stripe.release();

    await stack.startWorker();
    // The charge stays claimed by the killed worker until its lease (3 s here) runs out.
    await waitFor(() => charges(), {
      until: (rows) => rows[0]?.status === 'SUCCEEDED',
      what: 'the charge to succeed after the worker was replaced',
      timeoutMs: 150000,
      intervalMs: 250,
    });
    expect(await charges()).toEqual([{ attempt: 1, status: 'SUCCEEDED' }]);
    const [payment] = await stack.db.query<{ status: string }>(`SELECT status FROM case_payment WHERE id = $1`, [
      paymentId,
    ]);
    expect(payment.status).toBe('PAID');
    const [{ count }] = await stack.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM case_activity WHERE case_id = $1 AND type = 'PAYMENT_COMPLETED'`,
      [caseId],
    );
    expect(count).toBe(1);
    // Asked twice, with one key; Stripe made one intent.
    const asked = stripe.requests.filter(
      (request) => request.path === '/v1/payment_intents' && request.form['metadata[paymentId]'] === paymentId,
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(asked.map((request) => request.idempotencyKey))).toEqual(new Set([`charge-${paymentId}-1`]));
    const intents = [...stripe.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).paymentId === paymentId,
    );
    expect(intents).toHaveLength(1);
    expect(intents[0].status).toBe('succeeded');
  }, 240000);
});
