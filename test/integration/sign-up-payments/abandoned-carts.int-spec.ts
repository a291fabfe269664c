import { AbandonedCartMessages } from '#domain/sign-up-payments';
import { waitFor } from '#test/eventually';
import { SignUpSweepHandler } from '../../../apps/worker/src/payments/sign-up-sweep.handler.js';
import {
  ONE_TIME_FEE_CENTS,
  PRICE_CENTS,
  startSignUpPaymentStack,
  type SignUpPaymentStack,
} from './sign-up-payment-stack.js';

const HANDLE = `mutation($caseId: ID!) { handleAbandonedCart(caseId: $caseId) {
  success message caseId outcome remindersSent paymentInfoStatus activities { type } } }`;
const START_BY_LINK = `mutation($tokenId: ID!) { initiatePaymentSetupByLink(tokenId: $tokenId) { paymentSecret } }`;
const HOUR = 3600 * 1000;

describe('Abandoned carts (handleAbandonedCart and the worker sweep)', () => {
  let stack: SignUpPaymentStack;
  const sweepAt = (time: Date) => stack.worker.get(SignUpSweepHandler).run(time);
  const reminders = (caseId: string) =>
    stack.partner.query<{ body: string }>(`SELECT body FROM case_message WHERE case_id = $1 ORDER BY created_at`, [
      caseId,
    ]);
  const cart = async (caseId: string) =>
    (
      await stack.partner.query<{ reminders_sent: number }>(
        'SELECT reminders_sent FROM sign_up_payment WHERE case_id = $1',
        [caseId],
      )
    )[0];
  const links = (caseId: string) =>
    stack.partner.query<{ id: string; amount_cents: number | null }>(
      `SELECT id, amount_cents FROM payment_setup_token WHERE case_id = $1 AND sent_by_link ORDER BY created_at`,
      [caseId],
    );

  beforeAll(async () => {
    stack = await startSignUpPaymentStack();
    await stack.partner.query(
      `UPDATE organization SET settings = jsonb_set(coalesce(settings, '{}'), '{payments}', $2::jsonb) WHERE id = $1`,
      [stack.partner.id, { abandonedCartAfterHours: 24, abandonedCartMaxReminders: 2 }],
    );
  });
  afterAll(() => stack.close());

  it('reminds a sign-up without a card after the hours, with a fresh link, at most K times spaced by the hours', async () => {
    const now = Date.now();
    const caseId = await stack.signUpCase({ hoursAgo: 25 });
    const fresh = await stack.signUpCase({ submitter: 'Lee', hoursAgo: 1 });

    await sweepAt(new Date(now));
    expect(await reminders(caseId)).toHaveLength(1);
    expect(await reminders(fresh)).toHaveLength(0);
    const [message] = await reminders(caseId);
    const [link] = await links(caseId);
    expect(message.body).toContain(AbandonedCartMessages.REMINDER_TEXT);
    expect(message.body).toContain(`/payment-setup/${link.id}`);
    expect(link.amount_cents).toBe(PRICE_CENTS + ONE_TIME_FEE_CENTS);
    expect(await stack.caseStatus(caseId)).toBe('SENT_LINK');
    expect(await stack.activityCount(caseId, 'PAYMENT_INFO_LINK_SENT')).toBe(1);
    expect(await cart(caseId)).toEqual({ reminders_sent: 1 });

    // Each reminder once: the same sweep again, or one a little later, sends nothing more.
    await sweepAt(new Date(now));
    await sweepAt(new Date(now + 23 * HOUR));
    expect(await reminders(caseId)).toHaveLength(1);

    // The next one the same hours after the first, with a new link; then no more than K = 2.
    await sweepAt(new Date(now + 24 * HOUR + 60_000));
    expect(await reminders(caseId)).toHaveLength(2);
    expect(await links(caseId)).toHaveLength(2);
    await sweepAt(new Date(now + 49 * HOUR));
    await sweepAt(new Date(now + 100 * HOUR));
    expect(await reminders(caseId)).toHaveLength(2);
    expect(await cart(caseId)).toEqual({ reminders_sent: 2 });
    // The worker sends the reminders it wrote.
    await waitFor(
      async () =>
        (
          await stack.partner.query<{ count: string }>(
            `SELECT count(*) FROM case_message WHERE case_id = $1 AND sent_at IS NOT NULL`,
            [caseId],
          )
        )[0].count === '2',
      { what: 'the reminders to be sent' },
    );
  });

  it('sends no reminder once the card arrived through the reminder link', async () => {
    const now = Date.now();
    const caseId = await stack.signUpCase({ hoursAgo: 30 });
    await sweepAt(new Date(now));
    const [link] = await links(caseId);
    const started = await stack.anonymous(START_BY_LINK, { tokenId: link.id });
    expect(started.errors).toBeUndefined();
    const secret = started.data!.initiatePaymentSetupByLink!.paymentSecret as string;
    await stack.stripe.confirmCard(stack.stripeUrl, secret);
    await stack.stripe.postEvent('setup_intent.succeeded', secret.slice(0, secret.indexOf('_secret_')));
    await waitFor(async () => (await stack.caseStatus(caseId)) === 'SUBMITTED', { what: 'the card to be saved' });

    await sweepAt(new Date(now + 48 * HOUR));
    expect(await reminders(caseId)).toHaveLength(1);
    const asked = await stack.as(stack.partner, 'Support', HANDLE, { caseId });
    expect(asked.data!.handleAbandonedCart).toMatchObject({
      success: false,
      outcome: 'CARD_SUBMITTED',
      remindersSent: 1,
      paymentInfoStatus: 'SUBMITTED',
      activities: [],
    });
    expect(await reminders(caseId)).toHaveLength(1);
  });

  it('handleAbandonedCart: payment staff run the handling of one case now and learn what it did', async () => {
    const due = await stack.signUpCase({ hoursAgo: 25 });
    const answer = await stack.as(stack.partner, 'Support', HANDLE, { caseId: due });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.handleAbandonedCart).toMatchObject({
      success: true,
      caseId: due,
      outcome: 'REMINDER_SENT',
      remindersSent: 1,
      paymentInfoStatus: 'SENT_LINK',
    });
    expect((answer.data!.handleAbandonedCart!.activities as { type: string }[]).map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['PAYMENT_INFO_LINK_SENT', 'OUTBOUND_EMAIL']),
    );
    const again = await stack.as(stack.partner, 'Support', HANDLE, { caseId: due });
    expect(again.data!.handleAbandonedCart).toMatchObject({ outcome: 'NOT_DUE', remindersSent: 1 });

    const recent = await stack.signUpCase({ hoursAgo: 2 });
    const notDue = await stack.as(stack.partner, 'Support', HANDLE, { caseId: recent });
    expect(notDue.data!.handleAbandonedCart).toMatchObject({ success: false, outcome: 'NOT_DUE', remindersSent: 0 });
    const plain = await stack.partner.insertCase({ submitter: 'Pat' });
    const notSignUp = await stack.as(stack.partner, 'Support', HANDLE, { caseId: plain });
    expect(notSignUp.data!.handleAbandonedCart).toMatchObject({ outcome: 'NOT_A_PAYMENT_SIGN_UP' });
    expect(await reminders(recent)).toHaveLength(0);
    expect(await reminders(plain)).toHaveLength(0);
  });

  it('refuses staff without payment rights, other organizations and bad ids, writing nothing', async () => {
    const caseId = await stack.signUpCase({ hoursAgo: 25 });
    for (const name of ['Worker', 'Admin', 'Pat']) {
      const refused = await stack.as(stack.partner, name, HANDLE, { caseId });
      expect(refused.errors?.[0].extensions?.code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
    const fromOther = await stack.as(stack.other, 'Support', HANDLE, { caseId });
    expect(fromOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const malformed = await stack.as(stack.partner, 'Support', HANDLE, { caseId: 'not-an-id' });
    expect(malformed.errors?.[0].extensions?.code).toMatch(/^(NOT_FOUND|BAD_USER_INPUT)$/);
    expect(await reminders(caseId)).toHaveLength(0);
    expect(await links(caseId)).toHaveLength(0);
    expect(await cart(caseId)).toEqual({ reminders_sent: 0 });
    expect(await stack.caseStatus(caseId)).toBe('NOT_SENT');
  });

  it('leaves archived cases alone', async () => {
    const caseId = await stack.signUpCase({ hoursAgo: 25 });
    await stack.partner.query('UPDATE case_record SET is_archived = true WHERE id = $1', [caseId]);
    await sweepAt(new Date());
    expect(await reminders(caseId)).toHaveLength(0);
  });
});
