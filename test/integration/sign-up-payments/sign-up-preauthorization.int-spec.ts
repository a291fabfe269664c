import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { PreauthorizationStatus, SignUpPreauthorizations } from '#domain/sign-up-payments';
import { QueueName } from '#events';
import { waitFor } from '#test/eventually';
import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { SignUpSweepHandler } from '../../../apps/worker/src/payments/sign-up-sweep.handler.js';
import {
  ONE_TIME_FEE_CENTS,
  PRICE_CENTS,
  startSignUpPaymentStack,
  type SignUpPaymentStack,
} from './sign-up-payment-stack.js';

const CASE_HOLD = `query($caseId: ID!) { caseById(caseId: $caseId) {
  id signUpPreauthorization { status amountCents currency declineMessage } } }`;

describe('Preauthorization on sign-up (preauthorizeCreditCardOnSignup)', () => {
  let stack: SignUpPaymentStack;
  const hold = async (caseId: string) =>
    (
      await stack.partner.query<{ status: string; amount_cents: number; payment_intent_id: string | null }>(
        'SELECT status, amount_cents, payment_intent_id FROM sign_up_preauthorization WHERE case_id = $1',
        [caseId],
      )
    )[0];
  const paidPayments = (caseId: string) =>
    stack.partner.query<{ amount: number; is_auto_created: boolean }>(
      `SELECT amount, is_auto_created FROM case_payment WHERE case_id = $1 AND status = 'PAID' AND NOT is_deleted`,
      [caseId],
    );
  const stripeCalls = (pathEnd: string, key: string) =>
    stack.stripe.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith(pathEnd) && request.idempotencyKey === key,
    ).length;
  const sweep = () => stack.worker.get(SignUpSweepHandler).run(new Date());
  const heldCase = async () => {
    const caseId = await stack.signUpCase();
    await stack.giveCard(caseId);
    await waitFor(async () => (await hold(caseId))?.status === PreauthorizationStatus.HELD, {
      what: 'the hold to be placed',
    });
    return caseId;
  };

  beforeAll(async () => {
    stack = await startSignUpPaymentStack();
    await stack.setFlags({ preauthorizeCreditCardOnSignup: true });
  });
  afterAll(() => stack.close());

  it('places one hold for the first charge once the card arrives, live on the case', async () => {
    const caseId = await heldCase();
    const placed = await hold(caseId);
    expect(placed.amount_cents).toBe(PRICE_CENTS + ONE_TIME_FEE_CENTS);
    expect(stack.stripe.paymentIntents.get(placed.payment_intent_id!)).toMatchObject({
      amount: PRICE_CENTS + ONE_TIME_FEE_CENTS,
      capture_method: 'manual',
      off_session: true,
      status: 'requires_capture',
    });
    expect(await stack.activityCount(caseId, 'PAYMENT_PREAUTHORIZED')).toBe(1);
    // Asked again (a retried job, a second webhook): the same hold, no second call to Stripe.
    expect(await stack.worker.get(SignUpPreauthorizations).place(stack.partner.id, caseId)).toBe('HELD');
    expect(stripeCalls('/v1/payment_intents', `sign-up-hold-${caseId}`)).toBe(1);
    expect(await stack.activityCount(caseId, 'PAYMENT_PREAUTHORIZED')).toBe(1);
    // Payment staff see the hold on the case.
    const seen = await stack.as(stack.partner, 'Support', CASE_HOLD, { caseId });
    expect(seen.data!.caseById).toEqual({
      id: caseId,
      signUpPreauthorization: {
        status: 'HELD',
        amountCents: PRICE_CENTS + ONE_TIME_FEE_CENTS,
        currency: 'usd',
        declineMessage: null,
      },
    });
    // A case worker without payment rights does not.
    const worker = await stack.as(stack.partner, 'Worker', CASE_HOLD, { caseId });
    expect(
      (worker.data?.caseById as { signUpPreauthorization: unknown } | null)?.signUpPreauthorization ?? null,
    ).toBeNull();
  });

  it('places a hold whose job was lost, from the sweep once the card has waited a while', async () => {
    const queue = stack.worker.get<Queue>(getQueueToken(QueueName.payments), { strict: false });
    const jobId = (caseId: string) => `sign-up-hold-${caseId}`;
    const caseId = await stack.signUpCase();
    try {
      await stack.giveCard(caseId, 'Pat', TEST_CARDS.visa, () => queue.pause());
      // The job the card's arrival queued is lost.
      await waitFor(() => queue.getJob(jobId(caseId)), { what: 'the hold job to be queued' });
      await queue.remove(jobId(caseId));
    } finally {
      await queue.resume();
    }
    // The card just arrived: its job may still come, so the sweep leaves it.
    await sweep();
    expect(await hold(caseId)).toBeUndefined();

    await stack.partner.query(
      `UPDATE payment_info SET updated_at = now() - interval '3 minutes'
        WHERE organization_id = $1 AND user_id = (SELECT user_id FROM sign_up_payment WHERE case_id = $2)`,
      [stack.partner.id, caseId],
    );
    await sweep();
    expect(await hold(caseId)).toMatchObject({ status: 'HELD', amount_cents: PRICE_CENTS + ONE_TIME_FEE_CENTS });
    await sweep();
    expect(stripeCalls('/v1/payment_intents', jobId(caseId))).toBe(1);
    expect(await stack.activityCount(caseId, 'PAYMENT_PREAUTHORIZED')).toBe(1);
  });

  it('captures the hold once when the case is approved', async () => {
    const caseId = await heldCase();
    const intentId = (await hold(caseId)).payment_intent_id!;
    await sweep();
    expect((await hold(caseId)).status).toBe('HELD');
    await stack.partner.query(
      `INSERT INTO case_decision (organization_id, case_id, is_approved) VALUES ($1, $2, true)`,
      [stack.partner.id, caseId],
    );
    await sweep();
    expect((await hold(caseId)).status).toBe('CAPTURED');
    expect(stack.stripe.paymentIntents.get(intentId)!.status).toBe('succeeded');
    await sweep();
    expect(stripeCalls('/capture', `sign-up-hold-capture-${caseId}`)).toBe(1);
    expect(await stack.activityCount(caseId, 'PAYMENT_COMPLETED')).toBe(1);
    // The money collected is a PAID payment of the case, once, so its totals count it.
    expect(await paidPayments(caseId)).toEqual([{ amount: (await hold(caseId)).amount_cents, is_auto_created: true }]);
  });

  it('a claimed capture left by a crashed worker is finished once by the next sweep', async () => {
    const caseId = await heldCase();
    await stack.partner.query(`UPDATE sign_up_preauthorization SET status = 'CAPTURING' WHERE case_id = $1`, [caseId]);
    await sweep();
    await sweep();
    expect((await hold(caseId)).status).toBe('CAPTURED');
    expect(stripeCalls('/capture', `sign-up-hold-capture-${caseId}`)).toBe(1);
    expect(await paidPayments(caseId)).toHaveLength(1);
  });

  it('releases the hold once when the case is archived without approval', async () => {
    const caseId = await heldCase();
    const intentId = (await hold(caseId)).payment_intent_id!;
    const archived = await stack.as(
      stack.partner,
      'Support',
      `mutation($caseId: ID!) { archiveCase(caseId: $caseId, reason: "Not eligible", force: true) { success } }`,
      { caseId },
    );
    expect(archived.errors).toBeUndefined();
    await sweep();
    await sweep();
    expect((await hold(caseId)).status).toBe('RELEASED');
    expect(stack.stripe.paymentIntents.get(intentId)!.status).toBe('canceled');
    expect(stripeCalls('/cancel', `sign-up-hold-release-${caseId}`)).toBe(1);
    expect(await stack.activityCount(caseId, 'PAYMENT_COMPLETED')).toBe(0);
  });

  it('shows a declined hold on the case and records no preauthorization', async () => {
    const caseId = await stack.signUpCase({ submitter: 'Lee' });
    await stack.giveCard(caseId, 'Lee', TEST_CARDS.declinesCharges);
    await waitFor(async () => (await hold(caseId))?.status === PreauthorizationStatus.DECLINED, {
      what: 'the hold to be declined',
    });
    const seen = await stack.as(stack.partner, 'Support', CASE_HOLD, { caseId });
    expect(seen.data!.caseById).toMatchObject({
      signUpPreauthorization: { status: 'DECLINED', declineMessage: 'Your card was declined.' },
    });
    expect(await stack.activityCount(caseId, 'PAYMENT_PREAUTHORIZED')).toBe(0);
    await sweep();
    expect((await hold(caseId)).status).toBe('DECLINED');
  });
});
