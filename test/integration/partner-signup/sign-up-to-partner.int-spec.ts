import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';

const SIGN_UP = `mutation($input: SignUpToPartnerOrganizationInput!) {
  signUpToPartnerOrganization(input: $input) { success message userId email organizationId productBundleId ownPromoCodeName }
}`;

type Answer = {
  data?: { signUpToPartnerOrganization: Record<string, unknown> } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

const emulator = `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** Signs in against the Auth emulator the way the landing page does after sign-up. */
async function signInWithPassword(email: string, password: string): Promise<string | undefined> {
  return (await signInForToken(email, password)).localId;
}

async function signInForToken(email: string, password: string): Promise<{ localId?: string; idToken?: string }> {
  const response = await fetch(`${emulator}/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await response.json()) as { localId?: string; idToken?: string };
}

/** A public call from its own client address (the api trusts the loopback proxy here). */
async function post(
  api: TestApi,
  input: Record<string, unknown>,
  clientIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
): Promise<Answer> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ query: SIGN_UP, variables: { input } }),
  });
  return (await response.json()) as Answer;
}

describe('signUpToPartnerOrganization', () => {
  let api: TestApi;
  let partner: ScratchOrganization;
  let other: ScratchOrganization;
  let linkName: string;
  let n = 0;
  let openBundle: string;
  let soldOutBundle: string;
  let otherBundle: string;
  const codes: Record<string, string> = {};
  const address = () => `visitor-${(n += 1)}-${linkName}@scratch.test`;
  const valid = (overrides: Record<string, unknown> = {}) => ({
    linkName,
    email: address(),
    firstName: 'Vera',
    lastName: 'Visitor',
    password: 'secret-123',
    ...overrides,
  });
  const usersWith = async (email: string) =>
    partner.query<{ id: string; role: string; organization_id: string }>(
      'SELECT id, role, organization_id FROM app_user WHERE lower(email) = lower($1)',
      [email],
    );

  beforeAll(async () => {
    api = await startTestApi({ TRUSTED_PROXIES: 'loopback' });
    partner = await createScratchOrganization({ Admin: Role.ADMIN });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    linkName = `partner-${randomUUID().slice(0, 8)}`;
    await partner.query('UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1', [
      partner.id,
      linkName,
    ]);
    await other.query('UPDATE organization SET link_name = $2 WHERE id = $1', [other.id, `${linkName}-x`]);
    await partner.query(
      `INSERT INTO partner_integration_info (organization_id, link_name, flags, webhook_url, payment_publishable_key)
       VALUES ($1, $2, $3, 'https://hooks.example.test/private', 'pk_private')`,
      [partner.id, linkName, { allowSelfSignup: true, referralCodeEnabled: true, isWebhookEnabled: true }],
    );
    const bundle = (name: string, soldOut: boolean, organizationId = partner.id) =>
      partner
        .query<{ id: string }>(
          `INSERT INTO product_bundle (organization_id, name, link_name, is_sold_out, price_cents) VALUES ($1, $2, $3, $4, 19900) RETURNING id`,
          [organizationId, name, `${name.toLowerCase().replace(/ /g, '-')}-${randomUUID().slice(0, 6)}`, soldOut],
        )
        .then((rows) => rows[0].id);
    openBundle = await bundle('Starter plan', false);
    soldOutBundle = await bundle('Sold out plan', true);
    otherBundle = await bundle('Other plan', false, other.id);
    const code = (name: string, organizationId: string | null, extra = '') =>
      partner
        .query<{ id: string }>(
          `INSERT INTO promo_code (organization_id, name, percent_discount ${extra ? ', ends_at' : ''})
           VALUES ($1, $2, 10 ${extra ? `, ${extra}` : ''}) RETURNING id`,
          [organizationId, name],
        )
        .then((rows) => (codes[name] = rows[0].id));
    await code('FRIEND10', partner.id);
    await code('EXPIRED10', partner.id, "now() - interval '1 day'");
    await code('OTHERS10', other.id);
    await code(`GLOBAL-${linkName}`, null);
  });

  afterAll(async () => {
    await partner.query('DELETE FROM app_user WHERE organization_id = $1 AND role = $2', [partner.id, Role.USER]);
    await partner.query('DELETE FROM promo_code WHERE id = $1', [codes[`GLOBAL-${linkName}`]]);
    await partner.close();
    await other.close();
    await api.close();
  });

  it('creates a USER of the partner organization with an identity that signs in with the chosen password', async () => {
    const input = valid({ referralCode: 'friend10', smsConsent: true, phoneNumber: '+1 555 010 0199' });
    const answer = await post(api, input);
    expect(answer.errors).toBeUndefined();
    const payload = answer.data!.signUpToPartnerOrganization;
    expect(payload).toMatchObject({
      success: true,
      email: input.email,
      organizationId: partner.id,
      productBundleId: null,
    });
    const [user] = await usersWith(input.email as string);
    expect(user).toMatchObject({ id: payload.userId, role: Role.USER, organization_id: partner.id });
    const [record] = await partner.query(
      'SELECT referral_code, promo_code_id, sms_consent FROM partner_sign_up WHERE user_id = $1',
      [user.id],
    );
    // The code as stored on the promo code, not as typed.
    expect(record).toEqual({ referral_code: 'FRIEND10', promo_code_id: codes.FRIEND10, sms_consent: true });
    expect(await signInWithPassword(input.email as string, 'secret-123')).toBe(user.id);
  });

  it('takes a global code as referral code, by id', async () => {
    const answer = await post(api, valid({ referralCode: `global-${linkName}` }));
    expect(answer.errors).toBeUndefined();
    const [record] = await partner.query(
      'SELECT referral_code, promo_code_id FROM partner_sign_up WHERE user_id = $1',
      [answer.data!.signUpToPartnerOrganization.userId],
    );
    expect(record).toEqual({ referral_code: `GLOBAL-${linkName}`, promo_code_id: codes[`GLOBAL-${linkName}`] });
  });

  it.each([
    ['an unknown', 'NOSUCHCODE'],
    ['an expired', 'EXPIRED10'],
    ["another organization's", 'OTHERS10'],
  ])('refuses %s referral code with BAD_USER_INPUT on referralCode and writes nothing', async (_kind, referralCode) => {
    const input = valid({ referralCode });
    const answer = await post(api, input);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'referralCode: This referral code does not exist or is not active',
      extensions: { code: 'BAD_USER_INPUT', field: 'referralCode' },
    });
    expect(await usersWith(input.email as string)).toEqual([]);
    expect(await signInWithPassword(input.email as string, 'secret-123')).toBeUndefined();
  });

  describe('per-user promo codes', () => {
    let masterId: string;
    const setFlags = (flags: object, master: string | null) =>
      partner.query(
        'UPDATE partner_integration_info SET flags = $2, master_user_promo_code_id = $3 WHERE organization_id = $1',
        [partner.id, { allowSelfSignup: true, referralCodeEnabled: true, isWebhookEnabled: true, ...flags }, master],
      );
    const ownCodes = (userId: string) =>
      partner.query(
        'SELECT name, user_id, percent_discount, refill_type, refill_count, influencer_credit_cents FROM promo_code WHERE user_id = $1',
        [userId],
      );
    beforeAll(async () => {
      [{ id: masterId }] = await partner.query<{ id: string }>(
        `INSERT INTO promo_code (organization_id, name, price_discount, refill_type, refill_count, influencer_credit_cents)
         VALUES ($1, 'MEMBERMASTER', 2500, 'NUMBER_OF_REFILLS', 2, 1000) RETURNING id`,
        [partner.id],
      );
    });
    afterAll(() => setFlags({}, null));

    it('gives a new member a code made from the master code when autoCreateUserPromoCodes is on', async () => {
      await setFlags({ autoCreateUserPromoCodes: true }, masterId);
      const answer = await post(api, valid({ firstName: 'Zoë', lastName: 'Quill' }));
      expect(answer.errors).toBeUndefined();
      const { userId, ownPromoCodeName } = answer.data!.signUpToPartnerOrganization;
      expect(ownPromoCodeName).toMatch(/^ZOEQ\d*$/);
      expect(await ownCodes(userId as string)).toEqual([
        {
          name: ownPromoCodeName,
          user_id: userId,
          percent_discount: null,
          refill_type: 'NUMBER_OF_REFILLS',
          refill_count: 2,
          influencer_credit_cents: 1000,
        },
      ]);
    });

    it('gives no code without a master code, or with the flag off, and still signs up', async () => {
      await setFlags({ autoCreateUserPromoCodes: true }, null);
      let answer = await post(api, valid());
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.signUpToPartnerOrganization.ownPromoCodeName).toBeNull();
      expect(await ownCodes(answer.data!.signUpToPartnerOrganization.userId as string)).toEqual([]);
      await setFlags({ autoCreateUserPromoCodes: false }, masterId);
      answer = await post(api, valid());
      expect(answer.errors).toBeUndefined();
      expect(await ownCodes(answer.data!.signUpToPartnerOrganization.userId as string)).toEqual([]);
    });

    it("counts the owner's influencer credit once per sign-up that uses a member's code", async () => {
      await setFlags({ autoCreateUserPromoCodes: true }, masterId);
      const owner = await post(api, valid({ firstName: 'Olive', lastName: 'Owner' }));
      const ownerCode = owner.data!.signUpToPartnerOrganization.ownPromoCodeName as string;
      const credit = () =>
        partner.query(
          'SELECT referral_sign_up_count, influencer_credit_earned_cents FROM promo_code WHERE name = $1 AND organization_id = $2',
          [ownerCode, partner.id],
        );
      expect(await credit()).toEqual([{ referral_sign_up_count: 0, influencer_credit_earned_cents: 0 }]);
      const input = valid({ referralCode: ownerCode.toLowerCase() });
      expect((await post(api, input)).errors).toBeUndefined();
      // The same person again: ALREADY_EXISTS, and no second credit.
      expect((await post(api, input)).errors?.[0]?.extensions?.code).toBe('ALREADY_EXISTS');
      expect(await credit()).toEqual([{ referral_sign_up_count: 1, influencer_credit_earned_cents: 1000 }]);
      // A partner-wide code is nobody's: nothing is credited on it.
      expect((await post(api, valid({ referralCode: 'FRIEND10' }))).errors).toBeUndefined();
      const [shared] = await partner.query('SELECT referral_sign_up_count FROM promo_code WHERE id = $1', [
        codes.FRIEND10,
      ]);
      expect(shared).toEqual({ referral_sign_up_count: 0 });
    });
  });

  it('hands the referral code to the first case the member opens with a form, and to no later one', async () => {
    const input = valid({ referralCode: 'FRIEND10' });
    const signedUp = await post(api, input);
    expect(signedUp.errors).toBeUndefined();
    const userId = signedUp.data!.signUpToPartnerOrganization.userId as string;
    const { idToken } = await signInForToken(input.email as string, 'secret-123');
    const created = await api.graphql<{ createForm: { form: { id: string } } }>(
      `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id } } }`,
      {
        input: {
          name: 'Eligibility',
          linkName: `eligibility-${randomUUID().slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'Anything to add?' }],
        },
      },
      { token: partner.users.Admin.token },
    );
    expect(created.errors).toBeUndefined();
    const formId = created.data!.createForm.form.id;
    const submit = async () => {
      const started = await api.graphql<{ createFormResponse: { formResponse: { id: string } } }>(
        'mutation($input: CreateFormResponseInput!) { createFormResponse(input: $input) { formResponse { id } } }',
        { input: { formId, questionResponses: [] } },
        { token: idToken },
      );
      expect(started.errors).toBeUndefined();
      const submitted = await api.graphql<{ submitForm: { caseId: string } }>(
        'mutation($id: ID!) { submitForm(formResponseId: $id) { caseId } }',
        { id: started.data!.createFormResponse.formResponse.id },
        { token: idToken },
      );
      expect(submitted.errors).toBeUndefined();
      return submitted.data!.submitForm.caseId;
    };
    const first = await submit();
    const second = await submit();
    const cases = await partner.query(
      'SELECT id, referral_code, promo_code_id, promo_code_name FROM case_record WHERE submitter_id = $1 ORDER BY created_at',
      [userId],
    );
    expect(cases).toEqual([
      { id: first, referral_code: 'FRIEND10', promo_code_id: codes.FRIEND10, promo_code_name: 'FRIEND10' },
      { id: second, referral_code: null, promo_code_id: null, promo_code_name: null },
    ]);
    const [record] = await partner.query('SELECT case_id FROM partner_sign_up WHERE user_id = $1', [userId]);
    expect(record).toEqual({ case_id: first });
  });

  it('refuses an e-mail already in use with ALREADY_EXISTS and writes nothing more', async () => {
    const email = partner.users.Admin.email;
    const answer = await post(api, valid({ email: email.toUpperCase() }));
    expect(answer.errors?.[0]?.extensions?.code).toBe('ALREADY_EXISTS');
    expect(await usersWith(email)).toHaveLength(1);
  });

  it.each([
    ['email', { email: 'not-an-address' }],
    ['firstName', { firstName: '  ' }],
    ['lastName', { lastName: 'Bad\u0007name' }],
    ['password', { password: '12345' }],
    ['phoneNumber', { phoneNumber: 'call me' }],
    ['productBundleId', { productBundleId: 'not-an-id' }],
  ])('refuses a bad %s with BAD_USER_INPUT and writes nothing', async (field, overrides) => {
    const input = valid(overrides);
    const answer = await post(api, input);
    // A control character is refused by the api's input guard, which names the argument path (input.lastName).
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: expect.stringMatching(new RegExp(`(^|\\.)${field}$`)),
    });
    if (field !== 'email') expect(await usersWith(input.email as string)).toEqual([]);
  });

  it('records the chosen open bundle', async () => {
    const input = valid({ productBundleId: openBundle });
    const answer = await post(api, input);
    expect(answer.data?.signUpToPartnerOrganization).toMatchObject({ productBundleId: openBundle });
    const [record] = await partner.query('SELECT product_bundle_id FROM partner_sign_up WHERE user_id = $1', [
      answer.data!.signUpToPartnerOrganization.userId,
    ]);
    expect(record).toEqual({ product_bundle_id: openBundle });
  });

  it('refuses a sold-out bundle and writes nothing', async () => {
    const input = valid({ productBundleId: soldOutBundle });
    const answer = await post(api, input);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'This bundle is sold out',
      extensions: { code: 'ILLEGAL_STATE' },
    });
    expect(await usersWith(input.email as string)).toEqual([]);
  });

  it("refuses another organization's or an unknown bundle and writes nothing", async () => {
    for (const productBundleId of [otherBundle, randomUUID()]) {
      const input = valid({ productBundleId });
      const answer = await post(api, input);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'productBundleId' });
      expect(await usersWith(input.email as string)).toEqual([]);
    }
  });

  it('follows the partner settings: sign-up closed, required profile fields and SMS consent, referral codes off', async () => {
    const setInfo = (flags: object, fields: string[], smsRequired: boolean) =>
      partner.query(
        'UPDATE partner_integration_info SET flags = $2, self_sign_up_profile_fields = $3, self_sign_up_sms_notifications_required = $4 WHERE organization_id = $1',
        [partner.id, flags, JSON.stringify(fields), smsRequired],
      );
    try {
      await setInfo({ allowSelfSignup: false }, [], false);
      let input = valid();
      let answer = await post(api, input);
      expect(answer.errors?.[0]).toMatchObject({ message: 'This partner does not accept sign-ups at the moment' });

      await setInfo({ allowSelfSignup: true }, ['phoneNumber', 'dob'], true);
      input = valid({ phoneNumber: '+1 555 010 0100', smsConsent: true });
      answer = await post(api, input);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dob' });
      input = valid({ phoneNumber: '+1 555 010 0100', dob: '1990-04-02' });
      answer = await post(api, input);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'smsConsent' });
      input = valid({ phoneNumber: '+1 555 010 0100', dob: '1990-04-02', smsConsent: true, referralCode: 'FRIEND10' });
      answer = await post(api, input);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'referralCode' });
      expect(await usersWith(input.email as string)).toEqual([]);

      input = valid({ phoneNumber: '+1 555 010 0100', dob: '1990-04-02', smsConsent: true });
      answer = await post(api, input);
      expect(answer.errors).toBeUndefined();
      const [user] = await partner.query('SELECT dob::text AS dob, phone_number FROM app_user WHERE id = $1', [
        answer.data!.signUpToPartnerOrganization.userId,
      ]);
      expect(user).toEqual({ dob: '1990-04-02', phone_number: '+1 555 010 0100' });
    } finally {
      await setInfo({ allowSelfSignup: true, referralCodeEnabled: true, isWebhookEnabled: true }, [], false);
    }
  });

  it('public reads the landing page uses expose nothing private', async () => {
    const answer = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.251' },
      body: JSON.stringify({
        query: `query($linkName: String!) {
          organizationPartnerIntegrationPublicInfo(linkName: $linkName) { organizationName linkName flags { allowSelfSignup } }
          publicOrganizationPartnerMetadata(linkName: $linkName) { name title faviconUrl }
          organizationProductBundles(linkName: $linkName) { id name isSoldOut priceCents }
        }`,
        variables: { linkName },
      }),
    }).then((response) => response.text());
    expect(answer).not.toContain('pk_private');
    expect(answer).not.toContain('hooks.example.test');
    expect(answer).not.toContain(partner.users.Admin.email);
    expect(answer).not.toContain(otherBundle);
    expect(answer).toContain(openBundle);
  });

  it('answers NOT_FOUND for a linkName that is no partner organization', async () => {
    for (const name of ['no-such-partner', `${linkName}-x`]) {
      const input = valid({ linkName: name });
      const answer = await post(api, input);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await usersWith(input.email as string)).toEqual([]);
    }
  });

  it('is rate-limited per client address', async () => {
    const limited = await startTestApi({ RATE_LIMIT_PUBLIC_PER_MINUTE: '2', TRUSTED_PROXIES: 'loopback' });
    try {
      const clientIp = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const codes: (string | undefined)[] = [];
      for (let index = 0; index < 3; index++) {
        const answer = await post(limited, valid({ email: 'not-an-address' }), clientIp);
        codes.push(answer.errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);
    } finally {
      await limited.close();
    }
  });
});
