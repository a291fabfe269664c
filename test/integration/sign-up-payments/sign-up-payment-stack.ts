import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { TEST_CARDS } from '#test/fakes/stripe-fake';
import { waitFor } from '#test/eventually';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startPaymentSetupStack, type PaymentSetupStack } from '../payment-methods/payment-setup-stack.js';

export const START = `mutation($caseId: ID!) { initiatePaymentSetup(caseId: $caseId) { success paymentSecret } }`;
export const PRICE_CENTS = 19900;
export const ONE_TIME_FEE_CENTS = 1500;

/**
 * The payment setup stack with a partner organization of its own: self sign-up with payment on, a plan of
 * $199 plus a $15 one-time fee, and payment staff (Support), a case worker and employees (Pat, Lee).
 */
export interface SignUpPaymentStack extends PaymentSetupStack {
  partner: ScratchOrganization;
  linkName: string;
  bundleId: string;
  setFlags(flags: Record<string, boolean>): Promise<void>;
  /** A case of the partner's employee that a payment sign-up opened (its plan chosen), signed up `hoursAgo`. */
  signUpCase(options?: { submitter?: string; hoursAgo?: number }): Promise<string>;
  /** The employee gives a card in the app (initiatePaymentSetup, the card field, Stripe's webhook). */
  /** `beforeWebhook` runs once the card is confirmed at Stripe, before Stripe's event reaches the api. */
  giveCard(caseId: string, submitter?: string, card?: string, beforeWebhook?: () => Promise<void>): Promise<void>;
  caseStatus(caseId: string): Promise<string>;
  activityCount(caseId: string, type: string): Promise<number>;
}

export async function startSignUpPaymentStack(): Promise<SignUpPaymentStack> {
  const stack = await startPaymentSetupStack();
  const partner = await createScratchOrganization({
    Support: TpaSubRole.TPASUPPORT,
    Worker: Role.CASEWORKER,
    Admin: Role.ADMIN,
    Pat: Role.USER,
    Lee: Role.USER,
  });
  const linkName = `pay-${randomUUID().slice(0, 8)}`;
  await partner.query('UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1', [
    partner.id,
    linkName,
  ]);
  await partner.query(
    `INSERT INTO partner_integration_info (organization_id, link_name, flags, texts, primary_color)
     VALUES ($1, $2, $3, $4, '#123456')`,
    [
      partner.id,
      linkName,
      { allowSelfSignup: true, referralCodeEnabled: true, enableSelfSignupPayment: true },
      { paymentSuccessMessage: 'Your card is on file. Welcome aboard!' },
    ],
  );
  const [{ id: bundleId }] = await partner.query<{ id: string }>(
    `INSERT INTO product_bundle (organization_id, name, link_name, price_cents, one_time_fee_cents)
     VALUES ($1, 'Starter plan', $2, $3, $4) RETURNING id`,
    [partner.id, `starter-${randomUUID().slice(0, 6)}`, PRICE_CENTS, ONE_TIME_FEE_CENTS],
  );
  const caseStatus = async (caseId: string) =>
    (
      await partner.query<{ payment_info_status: string }>(
        'SELECT payment_info_status FROM case_record WHERE id = $1',
        [caseId],
      )
    )[0].payment_info_status;
  let cards = 0;
  return {
    ...stack,
    partner,
    linkName,
    bundleId,
    async setFlags(flags) {
      await partner.query(`UPDATE partner_integration_info SET flags = flags || $2::jsonb WHERE organization_id = $1`, [
        partner.id,
        flags,
      ]);
    },
    async signUpCase({ submitter = 'Pat', hoursAgo = 0 } = {}) {
      const caseId = await partner.insertCase({ submitter, status: 'OPEN' });
      await partner.query('UPDATE case_record SET product_bundle_id = $2 WHERE id = $1', [caseId, bundleId]);
      await partner.query(
        `INSERT INTO sign_up_payment (organization_id, case_id, user_id, created_at)
         VALUES ($1, $2, $3, now() - make_interval(hours => $4))`,
        [partner.id, caseId, partner.users[submitter].id, hoursAgo],
      );
      return caseId;
    },
    async giveCard(caseId, submitter = 'Pat', card = TEST_CARDS.visa, beforeWebhook) {
      const started = await stack.as(partner, submitter, START, { caseId });
      expect(started.errors).toBeUndefined();
      const secret = started.data!.initiatePaymentSetup!.paymentSecret as string;
      const confirmed = await stack.stripe.confirmCard(stack.stripeUrl, secret, {
        number: card,
        expMonth: 12,
        expYear: 2034,
      });
      expect(confirmed.status).toBe(200);
      const intentId = secret.slice(0, secret.indexOf('_secret_'));
      cards += 1;
      await beforeWebhook?.();
      const event = await stack.stripe.postEvent('setup_intent.succeeded', intentId, {
        eventId: `evt_sign_up_${cards}_${intentId}`,
      });
      expect(event.status).toBe(200);
      await waitFor(async () => (await caseStatus(caseId)) === 'SUBMITTED', { what: 'the card to be saved' });
    },
    caseStatus,
    async activityCount(caseId, type) {
      const [row] = await partner.query<{ count: string }>(
        'SELECT count(*) FROM case_activity WHERE case_id = $1 AND type = $2',
        [caseId, type],
      );
      return Number(row.count);
    },
    async close() {
      await partner.query('DELETE FROM app_user WHERE organization_id = $1 AND role = $2 AND email LIKE $3', [
        partner.id,
        Role.USER,
        `%${linkName}%`,
      ]);
      await partner.close();
      await stack.close();
    },
  };
}
