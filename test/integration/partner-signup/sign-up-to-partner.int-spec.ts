import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';

const SIGN_UP = `mutation($input: SignUpToPartnerOrganizationInput!) {
  signUpToPartnerOrganization(input: $input) { success message userId email organizationId productBundleId }
}`;

type Answer = {
  data?: { signUpToPartnerOrganization: Record<string, unknown> } | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
};

const emulator = `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** Signs in against the Auth emulator the way the landing page does after sign-up. */
async function signInWithPassword(email: string, password: string): Promise<string | undefined> {
  const response = await fetch(`${emulator}/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { localId?: string }).localId;
}

/** A public call from its own client address (the api trusts the loopback proxy here). */
async function post(api: TestApi, input: Record<string, unknown>, clientIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`): Promise<Answer> {
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
    await partner.query('UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1', [partner.id, linkName]);
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
  });

  afterAll(async () => {
    await partner.query('DELETE FROM app_user WHERE organization_id = $1 AND role = $2', [partner.id, Role.USER]);
    await partner.close();
    await other.close();
    await api.close();
  });

  it('creates a USER of the partner organization with an identity that signs in with the chosen password', async () => {
    const input = valid({ referralCode: 'FRIEND10', smsConsent: true, phoneNumber: '+1 555 010 0199' });
    const answer = await post(api, input);
    expect(answer.errors).toBeUndefined();
    const payload = answer.data!.signUpToPartnerOrganization;
    expect(payload).toMatchObject({ success: true, email: input.email, organizationId: partner.id, productBundleId: null });
    const [user] = await usersWith(input.email as string);
    expect(user).toMatchObject({ id: payload.userId, role: Role.USER, organization_id: partner.id });
    const [record] = await partner.query('SELECT referral_code, sms_consent FROM partner_sign_up WHERE user_id = $1', [
      user.id,
    ]);
    expect(record).toEqual({ referral_code: 'FRIEND10', sms_consent: true });
    expect(await signInWithPassword(input.email as string, 'secret-123')).toBe(user.id);
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
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expect.stringMatching(new RegExp(`(^|\\.)${field}$`)) });
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
    expect(answer.errors?.[0]).toMatchObject({ message: 'This bundle is sold out', extensions: { code: 'ILLEGAL_STATE' } });
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
      input = valid({ phoneNumber: '+1 555 010 0100', dob: '1990-04-02', smsConsent: true, referralCode: 'FRIEND' });
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
