import { waitFor } from '#test/eventually';
import { TEST_CARDS } from '#test/fakes/stripe-fake';
import type { ScratchOrganization } from '#test/scratch-organization';
import type { PaymentSetupStack } from '../payment-methods/payment-setup-stack.js';

const SEND_LINK = `mutation($caseId: ID!) { sendPaymentInfoLink(caseId: $caseId, channel: EMAIL) { success } }`;
const START_BY_LINK = `mutation($tokenId: ID!) { initiatePaymentSetupByLink(tokenId: $tokenId) { paymentSecret } }`;
const ADD = `mutation($input: AddCasePaymentInput!) { addCasePayment(input: $input) { success payment { id status } } }`;

export const CHARGE = `mutation($paymentId: ID!) { makeOffSessionPayment(paymentId: $paymentId) {
  success message payment { id status } case { id } charge { id attempt kind status }
  activities { type payload } } }`;

/** The steps of the charge tests, on the payment stack: a saved card, a payment, what the database holds. */
export function chargeFlow(stack: PaymentSetupStack) {
  const org = stack.org;
  const one = async <T>(sql: string, values: unknown[], on: ScratchOrganization = org) =>
    (await on.query<T>(sql, values))[0];
  return {
    /** The case's employee saves `number` through a payment link (SetupIntent confirmed, webhook processed). */
    async saveCard(caseId: string, number: string = TEST_CARDS.visa): Promise<void> {
      expect((await stack.as(org, 'Support', SEND_LINK, { caseId })).errors).toBeUndefined();
      const token = await one<{ id: string }>(
        `SELECT id FROM payment_setup_token WHERE case_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [caseId],
      );
      const started = await stack.anonymous(START_BY_LINK, { tokenId: token.id });
      const secret = started.data!.initiatePaymentSetupByLink!.paymentSecret as string;
      const confirmed = await stack.stripe.confirmCard(stack.stripeUrl, secret, {
        number,
        expMonth: 12,
        expYear: 2034,
      });
      expect(confirmed.status).toBe(200);
      const intentId = secret.slice(0, secret.indexOf('_secret_'));
      const paymentMethodId = stack.stripe.setupIntents.get(intentId)!.payment_method as string;
      await stack.stripe.postEvent('setup_intent.succeeded', intentId);
      await waitFor(
        async () =>
          (
            await one<{ payment_method_id: string | null }>(
              `SELECT payment_method_id FROM payment_info WHERE organization_id = $1 AND user_id = $2`,
              [org.id, org.users.Pat.id],
            )
          )?.payment_method_id === paymentMethodId,
        { what: 'the card to be saved' },
      );
    },
    async addPayment(caseId: string, fields: Record<string, unknown> = {}): Promise<string> {
      const answer = await stack.as(org, 'Support', ADD, { input: { caseId, amount: 4900, ...fields } });
      expect(answer.errors).toBeUndefined();
      return (answer.data!.addCasePayment!.payment as { id: string }).id;
    },
    payment: (paymentId: string) =>
      one<{ status: string; payment_date: Date | null }>(
        `SELECT status, payment_date FROM case_payment WHERE id = $1`,
        [paymentId],
      ),
    charges: (paymentId: string) =>
      org.query<{
        id: string;
        attempt: number;
        kind: string;
        status: string;
        failure_code: string | null;
        failure_message: string | null;
        payment_intent_id: string | null;
        not_before: Date;
        finished_at: Date | null;
      }>(`SELECT * FROM payment_charge WHERE payment_id = $1 ORDER BY attempt`, [paymentId]),
    async activities(caseId: string, type: string): Promise<{ payload: Record<string, unknown> }[]> {
      return org.query(`SELECT payload FROM case_activity WHERE case_id = $1 AND type = $2 ORDER BY created_at`, [
        caseId,
        type,
      ]);
    },
    /** The PaymentIntents the Stripe fake holds for the payment. */
    intentsOf: (paymentId: string) =>
      [...stack.stripe.paymentIntents.values()].filter(
        (intent) => (intent.metadata as Record<string, string> | undefined)?.paymentId === paymentId,
      ),
    waitForCharge(paymentId: string, attempt: number, status: string, timeoutMs = 15_000) {
      return waitFor(
        async () =>
          (
            await org.query<{ status: string }>(
              `SELECT status FROM payment_charge WHERE payment_id = $1 AND attempt = $2`,
              [paymentId, attempt],
            )
          )[0]?.status,
        { until: (found) => found === status, what: `charge ${attempt} to be ${status}`, timeoutMs },
      );
    },
  };
}
