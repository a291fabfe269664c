import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const CODE_FIELDS = `id organizationId name label description percentDiscount priceDiscount refillType refillCount
  influencerName influencerCreditPercent influencerCreditCents isVisible isAnalytics isMaster userId`;
const ALL = `query($organizationId: ID, $search: String) {
  allPromoCodes(organizationId: $organizationId, search: $search) { ${CODE_FIELDS} } }`;
const ADD = `mutation($input: AddPromoCodeInput!) {
  addPromoCode(input: $input) { success message promoCode { ${CODE_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdatePromoCodeInput!) {
  updatePromoCode(input: $input) { success message promoCode { ${CODE_FIELDS} } } }`;
const DELETE = `mutation($id: ID!) { deletePromoCode(id: $id) { success message promoCode { id name } } }`;
const APPLY = `mutation($caseId: ID!, $code: String!) {
  applyPromoCodeToCase(caseId: $caseId, code: $code) {
    success case { id promoCode { id name discountCents } } activity { type payload } } }`;

type Code = { id: string; organizationId: string | null; name: string; refillCount: number | null };
type GraphqlAnswer = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

describe('promo codes over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const run = randomUUID().slice(0, 8).toUpperCase();

  const tokenOf = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const errorOf = (answer: GraphqlAnswer) => ({
    message: answer.errors?.[0]?.message,
    code: answer.errors?.[0]?.extensions?.code,
  });
  const fields = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    label: `${name} label`,
    percentDiscount: 20,
    refillType: 'ONE_TIME',
    ...extra,
  });
  const add = (token: string, input: unknown) =>
    api.graphql<{ addPromoCode: { success: boolean; message: string; promoCode: Code } }>(ADD, { input }, { token });
  const update = (token: string, input: unknown) =>
    api.graphql<{ updatePromoCode: { promoCode: Code } }>(UPDATE, { input }, { token });
  const list = (token: string, variables: Record<string, unknown>) =>
    api.graphql<{ allPromoCodes: Code[] }>(ALL, variables, { token });
  const rowsOf = async (organizationId: string | null) =>
    (
      await org.query<{ n: number }>(
        organizationId
          ? 'SELECT count(*)::int AS n FROM promo_code WHERE organization_id = $1'
          : "SELECT count(*)::int AS n FROM promo_code WHERE organization_id IS NULL AND name LIKE '%' || $1",
        [organizationId ?? run],
      )
    )[0].n;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Legal: TpaSubRole.TPALEGAL,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await org?.query(`DELETE FROM promo_code WHERE organization_id IS NULL AND name LIKE '%' || $1`, [run]);
    await org?.close();
    await other?.close();
    await api?.close();
  });

  describe('organization codes', () => {
    it('its Admin and a Tpasupport in it add, update and delete them', async () => {
      for (const name of ['Admin', 'Support', 'Cv']) {
        const added = await add(tokenOf(org, name), { organizationId: org.id, fields: fields(`${name}-CODE`) });
        expect([name, added.errors]).toEqual([name, undefined]);
        expect(added.data!.addPromoCode).toMatchObject({
          success: true,
          message: 'Operation succeeded!',
          promoCode: { organizationId: org.id, name: `${name}-CODE` },
        });
        const id = added.data!.addPromoCode.promoCode.id;
        const updated = await update(tokenOf(org, name), {
          id,
          fields: fields(`${name}-CODE`, { refillType: 'NUMBER_OF_REFILLS', refillCount: 3 }),
        });
        expect(updated.data?.updatePromoCode.promoCode).toMatchObject({ id, refillCount: 3 });
        const deleted = await api.graphql(DELETE, { id }, { token: tokenOf(org, name) });
        expect(deleted.errors).toBeUndefined();
      }
      expect(await rowsOf(org.id)).toBe(0);
    });

    it('a case manager, case worker, other TPA or employee may not change them', async () => {
      const kept = await add(tokenOf(org, 'Admin'), { organizationId: org.id, fields: fields('KEPT') });
      const id = kept.data!.addPromoCode.promoCode.id;
      for (const name of ['Manager', 'Worker', 'Legal', 'Pat']) {
        const answers = [
          await add(tokenOf(org, name), { organizationId: org.id, fields: fields('NOPE') }),
          await update(tokenOf(org, name), { id, fields: fields('NOPE') }),
          await api.graphql(DELETE, { id }, { token: tokenOf(org, name) }),
        ];
        for (const answer of answers) expect([name, errorOf(answer).code]).toEqual([name, 'FORBIDDEN']);
      }
      expect(await rowsOf(org.id)).toBe(1);
    });

    it("another organization's admin sees none of them and cannot touch them (NOT_FOUND)", async () => {
      const [code] = (await list(tokenOf(org, 'Admin'), { organizationId: org.id })).data!.allPromoCodes;
      expect(errorOf(await list(tokenOf(other, 'Admin'), { organizationId: org.id })).code).toBe('NOT_FOUND');
      expect(
        errorOf(await add(tokenOf(other, 'Admin'), { organizationId: org.id, fields: fields('INTRUDER') })).code,
      ).toBe('NOT_FOUND');
      expect(errorOf(await update(tokenOf(other, 'Admin'), { id: code.id, fields: fields('X') })).code).toBe(
        'NOT_FOUND',
      );
      expect(errorOf(await api.graphql(DELETE, { id: code.id }, { token: tokenOf(other, 'Admin') })).code).toBe(
        'NOT_FOUND',
      );
    });

    it('a name the organization has, whatever its letter case, is ALREADY_EXISTS; another organization may reuse it', async () => {
      const before = await rowsOf(org.id);
      const duplicate = await add(tokenOf(org, 'Admin'), { organizationId: org.id, fields: fields('kept') });
      expect(errorOf(duplicate)).toEqual({
        message: 'A promo code with this name already exists',
        code: 'ALREADY_EXISTS',
      });
      expect(await rowsOf(org.id)).toBe(before);
      const elsewhere = await add(tokenOf(other, 'Admin'), { organizationId: other.id, fields: fields('KEPT') });
      expect(elsewhere.errors).toBeUndefined();
    });

    it('bad input is BAD_USER_INPUT with the field and writes nothing', async () => {
      const before = await rowsOf(org.id);
      for (const [bad, field] of [
        [{ percentDiscount: 20, priceDiscount: 500 }, 'fields.percentDiscount'],
        [{ percentDiscount: null }, 'fields.percentDiscount'],
        [{ percentDiscount: 101 }, 'fields.percentDiscount'],
        [{ refillType: 'NUMBER_OF_REFILLS' }, 'fields.refillCount'],
        [{ refillType: 'NUMBER_OF_REFILLS', refillCount: 0 }, 'fields.refillCount'],
        [{ refillType: 'EVERY_REFILL', refillCount: 2 }, 'fields.refillCount'],
        [{ name: 'HAS SPACE' }, 'fields.name'],
        [{ label: 'Bell\u0007' }, 'fields.label'],
      ] as const) {
        const answer = await add(tokenOf(org, 'Admin'), { organizationId: org.id, fields: fields('BAD', bad) });
        // Control characters are refused before the operation runs, by the api's own check of every text.
        const named = field === 'fields.label' || answer.errors?.[0]?.message.startsWith(`${field}:`);
        expect([bad, errorOf(answer).code, named]).toEqual([bad, 'BAD_USER_INPUT', true]);
      }
      expect(await rowsOf(org.id)).toBe(before);
    });

    it('one master code per organization', async () => {
      const first = await add(tokenOf(org, 'Admin'), {
        organizationId: org.id,
        fields: fields('MASTER', { isMaster: true }),
      });
      expect(first.errors).toBeUndefined();
      const second = await add(tokenOf(org, 'Admin'), {
        organizationId: org.id,
        fields: fields('MASTER2', { isMaster: true }),
      });
      expect(errorOf(second).code).toBe('BAD_USER_INPUT');
    });

    it('lists by name and searches name and label', async () => {
      const all = (await list(tokenOf(org, 'Support'), { organizationId: org.id })).data!.allPromoCodes;
      expect(all.map((code) => code.name)).toEqual(['KEPT', 'MASTER']);
      const found = (await list(tokenOf(org, 'Admin'), { organizationId: org.id, search: 'mast' })).data!;
      expect(found.allPromoCodes.map((code) => code.name)).toEqual(['MASTER']);
      expect(errorOf(await list(tokenOf(org, 'Pat'), { organizationId: org.id })).code).toBe('FORBIDDEN');
    });
  });

  describe('global codes', () => {
    it('only the CV Admin adds, updates and deletes them', async () => {
      const added = await add(tokenOf(org, 'Cv'), { fields: fields(`GLOBAL-${run}`) });
      expect(added.errors).toBeUndefined();
      const code = added.data!.addPromoCode.promoCode;
      expect(code.organizationId).toBeNull();
      for (const name of ['Admin', 'Support']) {
        expect(errorOf(await add(tokenOf(org, name), { fields: fields(`MINE-${run}`) }))).toEqual({
          message: 'Only a CV Admin can change global promo codes',
          code: 'FORBIDDEN',
        });
        expect(errorOf(await update(tokenOf(org, name), { id: code.id, fields: fields(`X-${run}`) })).code).toBe(
          'FORBIDDEN',
        );
        expect(errorOf(await api.graphql(DELETE, { id: code.id }, { token: tokenOf(org, name) })).code).toBe(
          'FORBIDDEN',
        );
      }
      expect(await rowsOf(null)).toBe(1);
      const duplicate = await add(tokenOf(org, 'Cv'), { fields: fields(`global-${run.toLowerCase()}`) });
      expect(errorOf(duplicate).code).toBe('ALREADY_EXISTS');
      const listed = (await list(tokenOf(org, 'Admin'), { search: run })).data!.allPromoCodes;
      expect(listed.map((row) => row.name)).toEqual([`GLOBAL-${run}`]);
    });
  });

  describe('applyPromoCodeToCase', () => {
    it('Tpasupport in the organization applies one; the case keeps it and the timeline records it', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      const answer = await api.graphql<{
        applyPromoCodeToCase: {
          success: boolean;
          case: { promoCode: { id: string; name: string; discountCents: number | null } };
          activity: { type: string; payload: Record<string, unknown> };
        };
      }>(APPLY, { caseId, code: 'kept' }, { token: tokenOf(org, 'Support') });
      expect(answer.errors).toBeUndefined();
      // The case has no price yet, so the discount is null; the code is stored.
      expect(answer.data!.applyPromoCodeToCase.case.promoCode).toMatchObject({ name: 'KEPT', discountCents: null });
      expect(answer.data!.applyPromoCodeToCase.activity).toMatchObject({
        type: 'TEXT_INFO',
        payload: { field: 'promoCode', promoCode: 'KEPT' },
      });
      const rows = await org.query<{ promo_code_name: string; entries: number }>(
        `SELECT promo_code_name,
           (SELECT count(*)::int FROM case_activity WHERE case_id = $1 AND type = 'TEXT_INFO') AS entries
           FROM case_record WHERE id = $1`,
        [caseId],
      );
      expect(rows).toEqual([{ promo_code_name: 'KEPT', entries: 1 }]);
    });

    it('a global code applies too, applied by the CV Admin', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      const answer = await api.graphql(APPLY, { caseId, code: `GLOBAL-${run}` }, { token: tokenOf(org, 'Cv') });
      expect(answer.errors).toBeUndefined();
    });

    it('is refused to an admin, case manager and employee, for an archived case and for an unknown code; nothing written', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      for (const name of ['Admin', 'Manager', 'Worker', 'Pat']) {
        const answer = await api.graphql(APPLY, { caseId, code: 'KEPT' }, { token: tokenOf(org, name) });
        expect([name, errorOf(answer).code]).toEqual([name, 'FORBIDDEN']);
      }
      const unknown = await api.graphql(APPLY, { caseId, code: 'NO-SUCH-CODE' }, { token: tokenOf(org, 'Support') });
      expect(errorOf(unknown)).toEqual({
        message: 'code: This promo code does not exist or is not active',
        code: 'BAD_USER_INPUT',
      });
      const otherCode = await api.graphql(APPLY, { caseId, code: 'KEPT' }, { token: tokenOf(other, 'Admin') });
      expect(errorOf(otherCode).code).toBe('FORBIDDEN');
      const archived = await org.insertCase({ submitter: 'Pat', status: 'APPROVED', isArchived: true });
      const refused = await api.graphql(APPLY, { caseId: archived, code: 'KEPT' }, { token: tokenOf(org, 'Support') });
      expect(errorOf(refused)).toEqual({ message: 'This case is archived; reopen it first', code: 'ILLEGAL_STATE' });
      const written = await org.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM case_record WHERE id = ANY($1::uuid[]) AND promo_code_id IS NOT NULL`,
        [[caseId, archived]],
      );
      expect(written).toEqual([{ n: 0 }]);
    });

    it("a code of another organization does not apply to this organization's case", async () => {
      await add(tokenOf(other, 'Admin'), { organizationId: other.id, fields: fields(`ELSEWHERE-${run}`) });
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      const answer = await api.graphql(APPLY, { caseId, code: `ELSEWHERE-${run}` }, { token: tokenOf(org, 'Support') });
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    });
  });
});
