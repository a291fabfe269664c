import { randomUUID } from 'node:crypto';
import { SignUpPreauthorizations } from '#domain/sign-up-payments';
import { TEST_ENV } from '#test/test-env';
import { waitFor } from '#test/eventually';
import {
  ONE_TIME_FEE_CENTS,
  PRICE_CENTS,
  startSignUpPaymentStack,
  type SignUpPaymentStack,
} from './sign-up-payment-stack.js';

const SIGN_UP = `mutation($input: SignUpToPartnerOrganizationInput!) {
  signUpToPartnerOrganization(input: $input) { success userId } }`;
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id } } }`;
const START_ANSWERS = `mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }`;
const SUBMIT = `mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }`;
const SIGN_UP_PAYMENT = `query($caseId: ID!) { signUpPayment(caseId: $caseId) {
  caseId organizationName logoUrl primaryColor amountCents currency paymentSuccessMessage paymentInfoStatus
  cardField publishableKey standInUrl } }`;
const START = `mutation($caseId: ID!) { initiatePaymentSetup(caseId: $caseId) { success paymentSecret } }`;

async function signInForToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('Partner sign-up with payment: on to card collection for the first charge', () => {
  let stack: SignUpPaymentStack;
  beforeAll(async () => {
    stack = await startSignUpPaymentStack();
  });
  afterAll(() => stack.close());

  /** Signs up on the partner's landing page with its plan and a referral code, then answers the eligibility form. */
  const signUpAndAnswer = async (email: string) => {
    const { partner, api } = stack;
    const signedUp = await api.graphql<{ signUpToPartnerOrganization: { userId: string } }>(SIGN_UP, {
      input: {
        linkName: stack.linkName,
        email,
        firstName: 'Mia',
        lastName: 'Member',
        password: 'secret-123',
        productBundleId: stack.bundleId,
        referralCode: `FRIEND-${stack.linkName}`,
      },
    });
    expect(signedUp.errors).toBeUndefined();
    const userId = signedUp.data!.signUpToPartnerOrganization.userId;
    const token = await signInForToken(email, 'secret-123');

    const form = await api.graphql<{ createForm: { form: { id: string } } }>(
      CREATE_FORM,
      {
        input: {
          name: 'Eligibility',
          linkName: `eligibility-${randomUUID().slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'Anything to add?' }],
        },
      },
      { token: partner.users.Admin.token },
    );
    expect(form.errors).toBeUndefined();
    const started = await api.graphql<{ createFormResponse: { formResponse: { id: string } } }>(
      START_ANSWERS,
      { input: { formId: form.data!.createForm.form.id, questionResponses: [] } },
      { token },
    );
    expect(started.errors).toBeUndefined();
    const submitted = await api.graphql<{ submitForm: { caseId: string } }>(
      SUBMIT,
      { id: started.data!.createFormResponse.formResponse.id },
      { token },
    );
    expect(submitted.errors).toBeUndefined();
    return { userId, token, caseId: submitted.data!.submitForm.caseId };
  };

  it('the eligibility form opens a case that owes a card; its page shows the first charge and the branding', async () => {
    const { partner, api } = stack;
    await partner.query(`INSERT INTO promo_code (organization_id, name, percent_discount) VALUES ($1, $2, 10)`, [
      partner.id,
      `FRIEND-${stack.linkName}`,
    ]);
    const { userId, token, caseId } = await signUpAndAnswer(`member-${stack.linkName}@scratch.test`);

    expect(
      await partner.query('SELECT user_id, reminders_sent FROM sign_up_payment WHERE case_id = $1', [caseId]),
    ).toEqual([{ user_id: userId, reminders_sent: 0 }]);
    const [caseRow] = await partner.query<{ promo_discount_cents: number }>(
      'SELECT promo_discount_cents FROM case_record WHERE id = $1',
      [caseId],
    );
    // 10 % off the plan's first charge ($199 + $15 one-time fee).
    expect(caseRow.promo_discount_cents).toBe((PRICE_CENTS + ONE_TIME_FEE_CENTS) / 10);

    const page = await api.graphql<{ signUpPayment: Record<string, unknown> }>(SIGN_UP_PAYMENT, { caseId }, { token });
    expect(page.errors).toBeUndefined();
    expect(page.data!.signUpPayment).toEqual({
      caseId,
      organizationName: expect.stringMatching(/^Scratch /),
      logoUrl: '',
      primaryColor: '#123456',
      amountCents: ((PRICE_CENTS + ONE_TIME_FEE_CENTS) * 9) / 10,
      currency: 'usd',
      paymentSuccessMessage: 'Your card is on file. Welcome aboard!',
      paymentInfoStatus: 'NOT_SENT',
      cardField: 'LOCAL_STAND_IN',
      publishableKey: api.config.STRIPE_PUBLISHABLE_KEY,
      standInUrl: stack.stripeUrl,
    });

    // The card is collected in the app: an in-app setup token of the case, not a sent link.
    const secret = await api.graphql<{ initiatePaymentSetup: { paymentSecret: string } }>(START, { caseId }, { token });
    expect(secret.errors).toBeUndefined();
    expect(
      await partner.query('SELECT sent_by_link, user_id FROM payment_setup_token WHERE case_id = $1', [caseId]),
    ).toEqual([{ sent_by_link: false, user_id: userId }]);
    const paymentSecret = secret.data!.initiatePaymentSetup.paymentSecret;
    expect((await stack.stripe.confirmCard(stack.stripeUrl, paymentSecret)).status).toBe(200);
    const intentId = paymentSecret.slice(0, paymentSecret.indexOf('_secret_'));
    expect((await stack.stripe.postEvent('setup_intent.succeeded', intentId)).status).toBe(200);
    await waitFor(async () => (await stack.caseStatus(caseId)) === 'SUBMITTED', { what: 'the card to be saved' });
    const after = await api.graphql<{ signUpPayment: { paymentInfoStatus: string } }>(
      SIGN_UP_PAYMENT,
      { caseId },
      { token },
    );
    expect(after.data!.signUpPayment.paymentInfoStatus).toBe('SUBMITTED');
    // Without preauthorizeCreditCardOnSignup no hold is placed (the card-arrival job asked again here finds none due).
    expect(await stack.worker.get(SignUpPreauthorizations).place(partner.id, caseId)).toBeNull();
    expect(await partner.query('SELECT id FROM sign_up_preauthorization WHERE case_id = $1', [caseId])).toEqual([]);
    expect(stack.stripe.requests.some((request) => request.path === '/v1/payment_intents')).toBe(false);
  });

  it('a partner without payment on sign-up opens the case with no card owed', async () => {
    await stack.setFlags({ enableSelfSignupPayment: false });
    try {
      const { caseId, token } = await signUpAndAnswer(`free-${stack.linkName}@scratch.test`);
      expect(await stack.partner.query('SELECT id FROM sign_up_payment WHERE case_id = $1', [caseId])).toEqual([]);
      const page = await stack.api.graphql(SIGN_UP_PAYMENT, { caseId }, { token });
      expect(page.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    } finally {
      await stack.setFlags({ enableSelfSignupPayment: true });
    }
  });

  it('a case no payment sign-up opened has no card collection page', async () => {
    const { partner } = stack;
    const plain = await partner.insertCase({ submitter: 'Pat' });
    const answer = await stack.as(partner, 'Pat', SIGN_UP_PAYMENT, { caseId: plain });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await partner.query('SELECT id FROM sign_up_payment WHERE case_id = $1', [plain])).toEqual([]);
  });

  it("shows the page to the case's own employee and payment staff only", async () => {
    const caseId = await stack.signUpCase({ submitter: 'Pat' });
    const own = await stack.as(stack.partner, 'Pat', SIGN_UP_PAYMENT, { caseId });
    expect(own.errors).toBeUndefined();
    const staff = await stack.as(stack.partner, 'Support', SIGN_UP_PAYMENT, { caseId });
    expect(staff.errors).toBeUndefined();
    for (const name of ['Lee', 'Worker']) {
      const refused = await stack.as(stack.partner, name, SIGN_UP_PAYMENT, { caseId });
      expect(refused.errors?.[0].extensions?.code).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
    }
    const fromOther = await stack.as(stack.other, 'Support', SIGN_UP_PAYMENT, { caseId });
    expect(fromOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const malformed = await stack.as(stack.partner, 'Pat', SIGN_UP_PAYMENT, { caseId: 'not-an-id' });
    expect(malformed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
