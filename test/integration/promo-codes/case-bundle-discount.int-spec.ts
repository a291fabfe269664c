import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';

const CASE_FIELDS = `id title referralCode productBundleId
  productBundle { id name priceCents priceUnit firstChargeCents }
  promoCode { id name discountCents }`;
const CASE = `query($caseId: ID!) { caseById(caseId: $caseId) { ${CASE_FIELDS} } }`;
const UPDATE = `mutation($caseId: ID!, $input: UpdateCaseInput!) {
  updateCase(caseId: $caseId, input: $input) { success case { ${CASE_FIELDS} } activities { type payload } } }`;
const APPLY = `mutation($caseId: ID!, $code: String!) {
  applyPromoCodeToCase(caseId: $caseId, code: $code) { success case { ${CASE_FIELDS} } activity { type payload } } }`;
const SIGN_UP = `mutation($input: SignUpToPartnerOrganizationInput!) {
  signUpToPartnerOrganization(input: $input) { success userId productBundleId } }`;

type CaseView = {
  id: string;
  title: string;
  referralCode: string | null;
  productBundleId: string | null;
  productBundle: { id: string; name: string; priceCents: number; priceUnit: string; firstChargeCents: number } | null;
  promoCode: { id: string | null; name: string; discountCents: number | null } | null;
};
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const emulator = `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/**
 * A case's product bundle and the promo discount computed from its first charge: handed over from partner
 * sign-up, set through updateCase by TPA Support or the CV Admin, and applyPromoCodeToCase's discount.
 * Bundles: Starter 199.00/month less 20.00 initial discount plus 49.00 one-time fee (first charge 228.00),
 * Plus 299.00/month (first charge 299.00). Codes: PCT15 (15%), OFF50 (50.00 off).
 */
describe('case product bundle and promo discount', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let linkName: string;
  let formId: string;
  const bundles: Record<string, string> = {};
  const codes: Record<string, string> = {};

  const tokenOf = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const errorOf = (answer: Answer<unknown>) => ({
    code: answer.errors?.[0]?.extensions?.code,
    field: answer.errors?.[0]?.extensions?.field,
  });
  const read = async (caseId: string, token = tokenOf(org, 'Support')) => {
    const answer = await api.graphql<{ caseById: CaseView }>(CASE, { caseId }, { token });
    expect(answer.errors).toBeUndefined();
    return answer.data!.caseById;
  };
  const update = (caseId: string, input: Record<string, unknown>, name = 'Support') =>
    api.graphql<{
      updateCase: {
        success: boolean;
        case: CaseView;
        activities: { type: string; payload: Record<string, unknown> }[];
      };
    }>(UPDATE, { caseId, input }, { token: tokenOf(org, name) });
  const apply = (caseId: string, code: string) =>
    api.graphql<{ applyPromoCodeToCase: { case: CaseView; activity: { payload: Record<string, unknown> } } }>(
      APPLY,
      { caseId, code },
      { token: tokenOf(org, 'Support') },
    );
  const stored = async (caseId: string) =>
    (
      await org.query<{
        title: string;
        product_bundle_id: string | null;
        promo_discount_cents: number | null;
        entries: number;
      }>(
        `SELECT title, product_bundle_id, promo_discount_cents,
           (SELECT count(*)::int FROM case_activity WHERE case_id = $1) AS entries
           FROM case_record WHERE id = $1`,
        [caseId],
      )
    )[0];

  beforeAll(async () => {
    api = await startTestApi({ TRUSTED_PROXIES: 'loopback' });
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    linkName = `bundle-partner-${randomUUID().slice(0, 8)}`;
    await org.query('UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1', [org.id, linkName]);
    await org.query(`INSERT INTO partner_integration_info (organization_id, link_name, flags) VALUES ($1, $2, $3)`, [
      org.id,
      linkName,
      { allowSelfSignup: true, referralCodeEnabled: true },
    ]);
    const bundle = async (name: string, organizationId: string, price: number, discount = 0, fee = 0) => {
      const [row] = await org.query<{ id: string }>(
        `INSERT INTO product_bundle (organization_id, name, link_name, price_cents, initial_discount_cents, one_time_fee_cents)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [organizationId, name, `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`, price, discount, fee],
      );
      bundles[name] = row.id;
    };
    await bundle('Starter', org.id, 19_900, 2_000, 4_900);
    await bundle('Plus', org.id, 29_900);
    await bundle('Gone', org.id, 9_900);
    await bundle('Theirs', other.id, 9_900);
    const code = async (name: string, column: 'percent_discount' | 'price_discount', value: number) => {
      const [row] = await org.query<{ id: string }>(
        `INSERT INTO promo_code (organization_id, name, ${column}) VALUES ($1, $2, $3) RETURNING id`,
        [org.id, name, value],
      );
      codes[name] = row.id;
    };
    await code('PCT15', 'percent_discount', 15);
    await code('OFF50', 'price_discount', 5_000);
    const created = await api.graphql<{ createForm: { form: { id: string } } }>(
      `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id } } }`,
      {
        input: {
          name: 'Eligibility',
          linkName: `eligibility-${randomUUID().slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'Anything to add?' }],
        },
      },
      { token: tokenOf(org, 'Admin') },
    );
    expect(created.errors).toBeUndefined();
    formId = created.data!.createForm.form.id;
  });

  afterAll(async () => {
    await org?.query('DELETE FROM app_user WHERE organization_id = $1 AND email LIKE $2', [org.id, 'member-%']);
    await org?.close();
    await other?.close();
    await api?.close();
  });

  /** Signs a member up on the landing page, signs in, and submits the eligibility form `times` times. */
  async function signUpAndSubmit(choices: Record<string, unknown>, times: number) {
    const email = `member-${randomUUID().slice(0, 8)}-${linkName}@scratch.test`;
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: JSON.stringify({
        query: SIGN_UP,
        variables: {
          input: { linkName, email, firstName: 'Mia', lastName: 'Member', password: 'secret-123', ...choices },
        },
      }),
    });
    const signedUp = (await response.json()) as Answer<unknown>;
    expect(signedUp.errors).toBeUndefined();
    const signIn = await fetch(`${emulator}/accounts:signInWithPassword?key=fake-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const caseIds: string[] = [];
    for (let n = 0; n < times; n += 1) {
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
      caseIds.push(submitted.data!.submitForm.caseId);
    }
    return { caseIds, idToken };
  }

  describe('partner sign-up', () => {
    it('hands the bundle and the referral code to the first case, with the discount on its first charge; no later case takes them', async () => {
      const { caseIds, idToken } = await signUpAndSubmit(
        { productBundleId: bundles.Starter, referralCode: 'pct15' },
        2,
      );
      const [first, second] = await Promise.all(caseIds.map((caseId) => read(caseId)));
      expect(first).toMatchObject({
        referralCode: 'PCT15',
        productBundleId: bundles.Starter,
        productBundle: {
          id: bundles.Starter,
          name: 'Starter',
          priceCents: 19_900,
          priceUnit: 'month',
          firstChargeCents: 22_800,
        },
        // 15% of 228.00 (199.00 − 20.00 + 49.00)
        promoCode: { id: codes.PCT15, name: 'PCT15', discountCents: 3_420 },
      });
      expect(second).toMatchObject({ referralCode: null, productBundleId: null, productBundle: null, promoCode: null });
      // The member sees its own plan on its request.
      expect((await read(caseIds[0], idToken)).productBundle).toMatchObject({ name: 'Starter' });
    });

    it('hands the bundle to the first case without a referral code, and a sign-up without a bundle leaves the case without one', async () => {
      const withBundle = await signUpAndSubmit({ productBundleId: bundles.Plus }, 2);
      const [first, second] = await Promise.all(withBundle.caseIds.map((caseId) => read(caseId)));
      expect(first).toMatchObject({ productBundle: { id: bundles.Plus, firstChargeCents: 29_900 }, promoCode: null });
      expect(second).toMatchObject({ productBundle: null });
      const withCodeOnly = await signUpAndSubmit({ referralCode: 'OFF50' }, 1);
      expect(await read(withCodeOnly.caseIds[0])).toMatchObject({
        productBundle: null,
        promoCode: { name: 'OFF50', discountCents: null },
      });
    });
  });

  describe('applyPromoCodeToCase on a case with a bundle', () => {
    it('stores the discount of a percent code and of a price code on the first charge', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      expect((await update(caseId, { productBundleId: bundles.Plus })).errors).toBeUndefined();
      const percent = await apply(caseId, 'pct15');
      expect(percent.errors).toBeUndefined();
      // 15% of 299.00
      expect(percent.data!.applyPromoCodeToCase.case.promoCode).toMatchObject({ name: 'PCT15', discountCents: 4_485 });
      expect(percent.data!.applyPromoCodeToCase.activity.payload).toMatchObject({
        promoCode: 'PCT15',
        discount: 4_485,
      });
      const price = await apply(caseId, 'OFF50');
      expect(price.data!.applyPromoCodeToCase.case.promoCode).toMatchObject({ name: 'OFF50', discountCents: 5_000 });
      expect((await stored(caseId)).promo_discount_cents).toBe(5_000);
    });
  });

  describe('updateCase with productBundleId', () => {
    it("refuses another organization's bundle, an unknown id and a malformed one with BAD_USER_INPUT on productBundleId; nothing changes", async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', title: 'Kept title' });
      expect((await update(caseId, { productBundleId: bundles.Starter })).errors).toBeUndefined();
      const before = await stored(caseId);
      for (const productBundleId of [bundles.Theirs, randomUUID(), 'not-an-id']) {
        const answer = await update(caseId, { productBundleId, title: 'Changed title' });
        expect([productBundleId, errorOf(answer)]).toEqual([
          productBundleId,
          { code: 'BAD_USER_INPUT', field: 'productBundleId' },
        ]);
        expect(answer.errors?.[0]?.message).toBe("productBundleId: not a product bundle of this case's organization");
      }
      expect(await stored(caseId)).toEqual(before);
      expect(before).toMatchObject({ title: 'Kept title', product_bundle_id: bundles.Starter });
    });

    it('is refused to an employee, an admin, a case manager and a case worker; the CV Admin may', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      for (const name of ['Pat', 'Admin', 'Manager', 'Worker']) {
        const answer = await update(caseId, { productBundleId: bundles.Plus }, name);
        expect([name, errorOf(answer).code]).toEqual([name, 'FORBIDDEN']);
      }
      expect(await stored(caseId)).toMatchObject({ product_bundle_id: null, entries: 0 });
      const byCv = await update(caseId, { productBundleId: bundles.Plus }, 'Cv');
      expect(byCv.data?.updateCase.case.productBundle).toMatchObject({ id: bundles.Plus });
    });

    it('computes the discount again when the bundle changes, records it on the timeline, and null clears both', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      // A code applied before the case had a bundle has no discount yet.
      expect((await apply(caseId, 'PCT15')).data?.applyPromoCodeToCase.case.promoCode?.discountCents).toBeNull();
      const toPlus = await update(caseId, { productBundleId: bundles.Plus });
      expect(toPlus.errors).toBeUndefined();
      expect(toPlus.data!.updateCase.case.promoCode).toMatchObject({ name: 'PCT15', discountCents: 4_485 });
      const toStarter = await update(caseId, { productBundleId: bundles.Starter, title: 'Plan changed' });
      expect(toStarter.data!.updateCase.case).toMatchObject({
        title: 'Plan changed',
        productBundle: { name: 'Starter' },
        promoCode: { discountCents: 3_420 },
      });
      expect(toStarter.data!.updateCase.activities).toEqual([
        { type: 'TEXT_INFO', payload: { field: 'title' } },
        {
          type: 'TEXT_INFO',
          payload: {
            field: 'productBundle',
            productBundleId: bundles.Starter,
            from: 'Plus',
            to: 'Starter',
            promoCode: 'PCT15',
            discountBefore: 4_485,
            discount: 3_420,
          },
        },
      ]);
      // The same bundle again changes nothing and records nothing.
      const entries = (await stored(caseId)).entries;
      const same = await update(caseId, { productBundleId: bundles.Starter });
      expect(same.data!.updateCase.activities).toEqual([]);
      expect((await stored(caseId)).entries).toBe(entries);
      const cleared = await update(caseId, { productBundleId: null });
      expect(cleared.data!.updateCase.case).toMatchObject({
        productBundleId: null,
        productBundle: null,
        promoCode: { name: 'PCT15', discountCents: null },
      });
    });

    it('leaving productBundleId out keeps the bundle', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      await update(caseId, { productBundleId: bundles.Plus });
      const answer = await update(caseId, { title: 'Only the title' });
      expect(answer.data!.updateCase.case).toMatchObject({ title: 'Only the title', productBundleId: bundles.Plus });
    });

    it('a deleted bundle leaves the case without one, its discount as computed', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      await update(caseId, { productBundleId: bundles.Gone });
      await apply(caseId, 'PCT15');
      const deleted = await api.graphql(
        'mutation($id: ID!) { deleteOrganizationProductBundle(productBundleId: $id) { success } }',
        { id: bundles.Gone },
        { token: tokenOf(org, 'Admin') },
      );
      expect(deleted.errors).toBeUndefined();
      // 15% of 99.00
      expect(await read(caseId)).toMatchObject({ productBundle: null, promoCode: { discountCents: 1_485 } });
      const refused = await update(caseId, { productBundleId: bundles.Gone });
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'productBundleId' });
    });
  });
});
