import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { waitFor } from '#test/eventually';
import { startPaymentSetupStack, type PaymentSetupStack } from '../payment-methods/payment-setup-stack.js';
import { ChargeSweepHandler } from '../../../apps/worker/src/payments/charge-sweep.handler.js';
import { chargeFlow } from './payment-charges-flow.js';

const DAY_MS = 24 * 3600 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe('Scheduled payments charged on their due date, with dunning', () => {
  let stack: PaymentSetupStack;
  let flow: ReturnType<typeof chargeFlow>;
  beforeAll(async () => {
    // The sweep looks often, so a due payment is charged within the test's patience.
    stack = await startPaymentSetupStack({ PAYMENT_CHARGE_SWEEP_MS: '200' });
    flow = chargeFlow(stack);
  });
  afterAll(() => stack.close());
  /** One sweep run to its end, as the job scheduler runs it: whatever it would open or queue is then in place. */
  const sweep = () => stack.worker.get(ChargeSweepHandler, { strict: false }).handle();

  it('charges a scheduled payment due once, and leaves one not yet due alone', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId);
    const due = await flow.addPayment(caseId, { isScheduled: true, schedulePosition: 0, dueDate: day(-2) });
    const later = await flow.addPayment(caseId, { isScheduled: true, schedulePosition: 1, dueDate: day(5) });
    const unscheduled = await flow.addPayment(caseId, { dueDate: day(-2) });

    await flow.waitForCharge(due, 1, 'SUCCEEDED');
    expect((await flow.payment(due)).status).toBe('PAID');
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toEqual([
      { payload: expect.objectContaining({ paymentId: due }) },
    ]);
    expect(flow.intentsOf(due)).toHaveLength(1);
    expect(flow.intentsOf(due)[0]).toMatchObject({ off_session: true, status: 'succeeded' });
    // Further sweeps find nothing more to do for it.
    const sweepsBefore = stack.stripe.requests.length;
    await sweep();
    await sweep();
    expect(await flow.charges(due)).toHaveLength(1);
    expect(
      stack.stripe.requests.slice(sweepsBefore).filter((request) => request.path === '/v1/payment_intents'),
    ).toEqual([]);
    expect(await flow.charges(later)).toEqual([]);
    expect(await flow.charges(unscheduled)).toEqual([]);
    expect((await flow.payment(later)).status).toBe('UNPAID');
  });

  it("retries a failing charge on the organization's dunning days, then reports it on the case", async () => {
    await stack.org.query(
      `UPDATE organization SET settings = jsonb_set(settings, '{payments}', '{"dunningRetryDays": [1, 3]}') WHERE id = $1`,
      [stack.org.id],
    );
    const caseId = await stack.newCase();
    await flow.saveCard(caseId, TEST_CARDS.declinesCharges);
    const paymentId = await flow.addPayment(caseId, { isScheduled: true, schedulePosition: 0, dueDate: day(-2) });

    await flow.waitForCharge(paymentId, 1, 'FAILED');
    await flow.waitForCharge(paymentId, 2, 'PENDING');
    const [first, second] = await flow.charges(paymentId);
    expect(first).toMatchObject({ kind: 'SCHEDULED', failure_code: 'card_declined' });
    // Each retry counted from the first failure: one day, then three days.
    expect(second.not_before.getTime() - first.finished_at!.getTime()).toBe(1 * DAY_MS);
    // No completion link for a scheduled charge, and nothing reported before the last retry.
    expect(await stack.org.query(`SELECT id FROM payment_completion_link WHERE payment_id = $1`, [paymentId])).toEqual(
      [],
    );
    const reports = () =>
      stack.org.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM case_activity WHERE case_id = $1 AND type = 'TEXT_INFO' AND payload->>'change' = 'scheduled-charge-failed'`,
        [caseId],
      );
    expect(await reports()).toEqual([]);

    // The retry day comes (the row's time is moved rather than the test waiting a day).
    const dayComes = (attempt: number) =>
      stack.org.query(
        `UPDATE payment_charge SET not_before = now() - interval '1 second' WHERE payment_id = $1 AND attempt = $2`,
        [paymentId, attempt],
      );
    await dayComes(2);
    await flow.waitForCharge(paymentId, 2, 'FAILED');
    await flow.waitForCharge(paymentId, 3, 'PENDING');
    const third = (await flow.charges(paymentId))[2];
    expect(third.not_before.getTime() - first.finished_at!.getTime()).toBe(3 * DAY_MS);
    expect(await reports()).toEqual([]);

    await dayComes(3);
    await flow.waitForCharge(paymentId, 3, 'FAILED');
    const reported = await waitFor(() => reports(), {
      until: (rows) => rows.length > 0,
      what: 'the last failure to be reported on the case',
    });
    expect(reported).toEqual([
      { payload: expect.objectContaining({ paymentId, failureCode: 'card_declined', attempts: 3 }) },
    ]);
    // The last failure opens no further attempt, and a sweep finds none to open.
    await sweep();
    expect(await flow.charges(paymentId)).toHaveLength(3);
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');
    // Three attempts, three intents, each with its own key.
    const keys = stack.stripe.requests
      .filter((request) => request.path === '/v1/payment_intents' && request.form['metadata[paymentId]'] === paymentId)
      .map((request) => request.idempotencyKey);
    expect(keys).toEqual([1, 2, 3].map((attempt) => `charge-${paymentId}-${attempt}`));
    const shown = await stack.as(
      stack.org,
      'Support',
      `query($id: ID!) { caseById(caseId: $id) { payments { lastCharge { attempt status failureMessage } } } }`,
      { id: caseId },
    );
    expect(shown.data!.caseById!.payments).toEqual([
      { lastCharge: { attempt: 3, status: 'FAILED', failureMessage: 'Your card was declined.' } },
    ]);
  });

  it('a scheduled payment whose employee has no card fails with that reason and waits for its retry', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Lee', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const paymentId = await flow.addPayment(caseId, { isScheduled: true, schedulePosition: 0, dueDate: day(-2) });
    await flow.waitForCharge(paymentId, 1, 'FAILED');
    expect((await flow.charges(paymentId))[0]).toMatchObject({ failure_code: 'no_saved_card' });
    await flow.waitForCharge(paymentId, 2, 'PENDING');
    expect(flow.intentsOf(paymentId)).toEqual([]);
  });
});
