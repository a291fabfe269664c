import { ChargeSettlement } from '#domain/payment-charges';
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

  it('charges many payments due at once, claimed and settled in batches, each exactly once', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId);
    // More than one claim's batch (100) and than the charges made at once (20).
    const count = 130;
    const rows = await stack.org.query<{ id: string; amount: number }>(
      `INSERT INTO case_payment (organization_id, case_id, amount, is_scheduled, schedule_position, due_date)
       SELECT $1, $2, 1000 + n, true, n, (now() - interval '1 day')::date FROM generate_series(0, $3 - 1) AS n
       RETURNING id, amount`,
      [stack.org.id, caseId, count],
    );
    const ids = rows.map((row) => row.id);
    await waitFor(
      () =>
        stack.org.query<{ paid: number }>(
          `SELECT count(*)::int AS paid FROM case_payment WHERE id = ANY($1::uuid[]) AND status = 'PAID'`,
          [ids],
        ),
      { until: ([row]) => row.paid === count, what: 'every payment to be paid', timeoutMs: 60_000 },
    );
    const charges = await stack.org.query<{ payment_id: string; status: string; attempt: number }>(
      `SELECT payment_id, status, attempt FROM payment_charge WHERE payment_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(charges).toHaveLength(count);
    expect(charges.every((charge) => charge.status === 'SUCCEEDED' && charge.attempt === 1)).toBe(true);
    const completed = await flow.activities(caseId, 'PAYMENT_COMPLETED');
    expect(completed.map(({ payload }) => payload.paymentId).sort()).toEqual([...ids].sort());
    // Stripe was asked once per payment, with its own key, for its own amount.
    const asked = stack.stripe.requests.filter(
      (request) => request.path === '/v1/payment_intents' && ids.includes(request.form['metadata[paymentId]']),
    );
    expect(asked.map((request) => request.idempotencyKey).sort()).toEqual(ids.map((id) => `charge-${id}-1`).sort());
    const amountOf = new Map(rows.map((row) => [row.id, String(row.amount)]));
    expect(asked.every((request) => request.form.amount === amountOf.get(request.form['metadata[paymentId]']))).toBe(
      true,
    );
  });

  it('lets a charge whose answer from Stripe was lost go, then charges it once with the same key', async () => {
    const caseId = await stack.newCase();
    await flow.saveCard(caseId);
    stack.stripe.answersToDrop = 2;
    const paymentId = await flow.addPayment(caseId, { isScheduled: true, schedulePosition: 0, dueDate: day(-1) });
    // Let go, to be taken again after the lease (30 s here), not at once.
    const [released] = await waitFor(() => flow.charges(paymentId), {
      until: ([charge]) => charge?.status === 'PENDING' && charge.not_before.getTime() > Date.now() + 10_000,
      what: 'the unanswered charge to be let go',
    });
    expect(released).toMatchObject({ attempt: 1, finished_at: null });
    expect((await flow.payment(paymentId)).status).toBe('UNPAID');
    // Stripe made the charge; the worker never heard.
    expect(flow.intentsOf(paymentId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);

    await stack.org.query(`UPDATE payment_charge SET not_before = now() WHERE payment_id = $1`, [paymentId]);
    await flow.waitForCharge(paymentId, 1, 'SUCCEEDED');
    expect((await flow.payment(paymentId)).status).toBe('PAID');
    expect(await flow.charges(paymentId)).toHaveLength(1);
    expect(await flow.activities(caseId, 'PAYMENT_COMPLETED')).toEqual([
      { payload: expect.objectContaining({ paymentId }) },
    ]);
    // Asked again with the same key, and Stripe answered the charge it had made: one intent.
    const keys = stack.stripe.requests
      .filter((request) => request.path === '/v1/payment_intents' && request.form['metadata[paymentId]'] === paymentId)
      .map((request) => request.idempotencyKey);
    expect(keys).toEqual([1, 2, 3].map(() => `charge-${paymentId}-1`));
    expect(flow.intentsOf(paymentId)).toHaveLength(1);
  });

  it('settles successes together, and one a webhook failed first as the late success it is', async () => {
    const caseId = await stack.newCase();
    // Unscheduled payments: the sweep leaves them alone; their charges are written as the moment needs.
    const insertPayment = async (status: string) =>
      (
        await stack.org.query<{ id: string }>(
          `INSERT INTO case_payment (organization_id, case_id, amount, status, payment_date)
           VALUES ($1, $2, 4900, $3::varchar, CASE WHEN $3::varchar = 'PAID' THEN now() END) RETURNING id`,
          [stack.org.id, caseId, status],
        )
      )[0].id;
    const insertCharge = async (paymentId: string, attempt: number, status: string, extra: string) =>
      (
        await stack.org.query<{ id: string }>(
          `INSERT INTO payment_charge (organization_id, case_id, payment_id, attempt, kind, status, not_before,
                                       claimed_at, payment_intent_id)
           VALUES ($1, $2, $3, $4, 'SCHEDULED', $5, ${extra}) RETURNING id`,
          [stack.org.id, caseId, paymentId, attempt, status],
        )
      )[0].id;
    // Failed by its webhook while the worker's answer was on its way; its dunning retry waits.
    const failedFirst = await insertPayment('UNPAID');
    const failedCharge = await insertCharge(failedFirst, 1, 'FAILED', `now(), NULL, 'pi_late_${caseId}'`);
    await insertCharge(failedFirst, 2, 'PENDING', `now() + interval '1 day', NULL, NULL`);
    // Still claimed, but its payment was marked paid by other means meanwhile.
    const paidElsewhere = await insertPayment('PAID');
    const claimedCharge = await insertCharge(paidElsewhere, 1, 'PROCESSING', `now(), now(), NULL`);
    // Claimed, and its payment still unpaid: the ordinary case.
    const ordinary = await insertPayment('UNPAID');
    const ordinaryCharge = await insertCharge(ordinary, 1, 'PROCESSING', `now(), now(), NULL`);

    const settlement = stack.worker.get(ChargeSettlement, { strict: false });
    const successes = [
      { chargeId: failedCharge, paymentIntentId: `pi_late_${caseId}` },
      { chargeId: claimedCharge, paymentIntentId: `pi_elsewhere_${caseId}` },
      { chargeId: ordinaryCharge, paymentIntentId: `pi_ordinary_${caseId}` },
    ];
    await settlement.succeedClaimed(successes);
    // Told twice (a settlement retried): nothing more happens.
    await settlement.succeedClaimed(successes);

    expect((await flow.charges(failedFirst)).map(({ status, failure_code }) => [status, failure_code])).toEqual([
      ['SUCCEEDED', null],
      ['FAILED', 'payment_not_open'],
    ]);
    expect((await flow.charges(paidElsewhere)).map(({ status }) => status)).toEqual(['SUCCEEDED']);
    expect(await flow.charges(ordinary)).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', payment_intent_id: `pi_ordinary_${caseId}` }),
    ]);
    for (const paymentId of [failedFirst, paidElsewhere, ordinary])
      expect((await flow.payment(paymentId)).status).toBe('PAID');
    const completed = await flow.activities(caseId, 'PAYMENT_COMPLETED');
    expect(completed.map(({ payload }) => payload.paymentId).sort()).toEqual([failedFirst, ordinary].sort());
  });
});
