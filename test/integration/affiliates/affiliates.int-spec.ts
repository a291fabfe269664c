import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const FIELDS =
  'id fromOrganizationId fromOrganizationName toOrganizationId toOrganizationName implementationFeeShareFraction depth';
const CREATE = `mutation($input: CreateAffiliateRelationshipInput!) {
  createAffiliateRelationship(input: $input) { success message affiliateRelation { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateAffiliateRelationshipInput!) {
  updateAffiliateRelationship(input: $input) { success affiliateRelation { ${FIELDS} } } }`;
const DELETE = `mutation($id: ID!) { deleteAffiliateRelationship(id: $id) { success message } }`;
const REACHABLE = `query($organizationId: ID!, $reverseLookup: Boolean) {
  getReachableAffiliates(organizationId: $organizationId, reverseLookup: $reverseLookup) { ${FIELDS} } }`;
const OF_ORGANIZATION = `query($organizationId: ID!) { organizationAffiliateRelations(organizationId: $organizationId) { ${FIELDS} } }`;

type Relation = {
  id: string;
  fromOrganizationId: string;
  toOrganizationId: string;
  fromOrganizationName: string;
  toOrganizationName: string;
  implementationFeeShareFraction: number;
  depth: number;
};
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/**
 * Affiliate relations between organizations: the CV Admin's alone; no organization its own affiliate, no
 * pair twice, no cycle, and the affiliates of one organization share at most all of its implementation fee.
 * Each test file has organizations of its own (scratch), so relations of other files never mix in.
 */
describe('affiliate relations over GraphQL', () => {
  let api: TestApi;
  /** a brought b, b brought c: a chain to walk both ways. d stands alone. */
  let a: ScratchOrganization;
  let b: ScratchOrganization;
  let c: ScratchOrganization;
  let d: ScratchOrganization;
  let cv: string;

  const call = <T>(query: string, variables: Record<string, unknown>, token = cv) =>
    api.graphql<T>(query, variables, { token }) as Promise<Answer<T>>;
  const create = (
    fromOrganizationId: string,
    toOrganizationId: string,
    implementationFeeShareFraction: unknown,
    token = cv,
  ) =>
    call<{ createAffiliateRelationship: { affiliateRelation: Relation } }>(
      CREATE,
      { input: { fromOrganizationId, toOrganizationId, implementationFeeShareFraction } },
      token,
    );
  const refusal = (answer: Answer<unknown>) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });
  const rowCount = async () =>
    (
      await a.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM affiliate_relation WHERE from_organization_id = ANY($1) OR to_organization_id = ANY($1)',
        [[a.id, b.id, c.id, d.id]],
      )
    )[0].n;

  beforeAll(async () => {
    api = await startTestApi();
    a = await createScratchOrganization({ Cv: Role.CVADMIN, Admin: Role.ADMIN, Support: TpaSubRole.TPASUPPORT });
    b = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    c = await createScratchOrganization({});
    d = await createScratchOrganization({});
    cv = a.users.Cv.token;
  });
  afterAll(async () => {
    for (const scratch of [a, b, c, d]) await scratch?.close();
    await api?.close();
  });

  it('creates relations with both names and walks them both ways, nearest first', async () => {
    const ab = await create(a.id, b.id, 0.25);
    expect(ab.errors).toBeUndefined();
    expect(ab.data!.createAffiliateRelationship.affiliateRelation).toMatchObject({
      fromOrganizationId: a.id,
      toOrganizationId: b.id,
      implementationFeeShareFraction: 0.25,
    });
    expect((await create(b.id, c.id, 0.1)).errors).toBeUndefined();

    const down = await call<{ getReachableAffiliates: Relation[] }>(REACHABLE, { organizationId: a.id });
    expect(down.data!.getReachableAffiliates.map((r) => [r.fromOrganizationId, r.toOrganizationId, r.depth])).toEqual([
      [a.id, b.id, 1],
      [b.id, c.id, 2],
    ]);
    const up = await call<{ getReachableAffiliates: Relation[] }>(REACHABLE, {
      organizationId: c.id,
      reverseLookup: true,
    });
    expect(up.data!.getReachableAffiliates.map((r) => [r.fromOrganizationId, r.toOrganizationId, r.depth])).toEqual([
      [b.id, c.id, 1],
      [a.id, b.id, 2],
    ]);
    const none = await call<{ getReachableAffiliates: Relation[] }>(REACHABLE, { organizationId: c.id });
    expect(none.data!.getReachableAffiliates).toEqual([]);
    const ofB = await call<{ organizationAffiliateRelations: Relation[] }>(OF_ORGANIZATION, { organizationId: b.id });
    expect(ofB.data!.organizationAffiliateRelations.map((r) => [r.fromOrganizationId, r.toOrganizationId])).toEqual([
      [a.id, b.id],
      [b.id, c.id],
    ]);
  });

  it('refuses a self relation, a pair twice, a reversed pair and a longer cycle, writing nothing', async () => {
    const before = await rowCount();
    expect(refusal(await create(d.id, d.id, 0.1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'An organization cannot be its own affiliate',
    });
    expect(refusal(await create(a.id, b.id, 0.1))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'These organizations are already related',
    });
    for (const [from, to] of [
      [b.id, a.id],
      [c.id, a.id],
    ]) {
      expect(refusal(await create(from, to, 0.1))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'This relation would make a cycle: the affiliate is already reached from the other organization',
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it('keeps the shares of one organization within all of its fee, on create and on update', async () => {
    // c already has b's 0.1.
    expect(refusal(await create(d.id, c.id, 0.95))).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'The affiliates of an organization cannot share more than all of its implementation fee (this would make 1.05)',
    });
    const ok = await create(d.id, c.id, 0.8);
    expect(ok.errors).toBeUndefined();
    const id = ok.data!.createAffiliateRelationship.affiliateRelation.id;
    const over = await call(UPDATE, { input: { id, implementationFeeShareFraction: 0.95 } });
    expect(refusal(over).code).toBe('BAD_USER_INPUT');
    const changed = await call<{ updateAffiliateRelationship: { affiliateRelation: Relation } }>(UPDATE, {
      input: { id, implementationFeeShareFraction: 0.9 },
    });
    expect(changed.data!.updateAffiliateRelationship.affiliateRelation.implementationFeeShareFraction).toBe(0.9);
    const stored = await a.query<{ fraction: string }>(
      'SELECT implementation_fee_share_fraction AS fraction FROM affiliate_relation WHERE id = $1',
      [id],
    );
    expect(stored[0].fraction).toBe('0.9000');
    expect((await call(DELETE, { id })).errors).toBeUndefined();
    expect(refusal(await call(DELETE, { id })).code).toBe('NOT_FOUND');
  });

  it('answers bad input with BAD_USER_INPUT and writes nothing', async () => {
    const before = await rowCount();
    const cases: [unknown, string, string][] = [
      [1.5, a.id, 'implementationFeeShareFraction: must be a number from 0 to 1'],
      [-0.1, a.id, 'implementationFeeShareFraction: must be a number from 0 to 1'],
      [0.12345, a.id, 'implementationFeeShareFraction: must have at most 4 decimals'],
      [0.1, 'not-an-id', 'fromOrganizationId: must be an id'],
      [0.1, `${a.id}\u0000`, 'input.fromOrganizationId: control characters are not allowed (found U+0000)'],
    ];
    for (const [fraction, from, message] of cases) {
      const answer = await create(from, d.id, fraction);
      expect([fraction, refusal(answer)]).toEqual([fraction, { code: 'BAD_USER_INPUT', message }]);
    }
    const typed = await create(a.id, d.id, 'half');
    expect(refusal(typed).code).toBe('BAD_USER_INPUT');
    const unknown = await create(randomUUID(), d.id, 0.1);
    expect(refusal(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Organization not found' });
    expect(refusal(await call(REACHABLE, { organizationId: randomUUID() })).code).toBe('NOT_FOUND');
    expect(await rowCount()).toBe(before);
  });

  it('is the CV Admin alone: others get the permission message and change nothing', async () => {
    const before = await rowCount();
    for (const name of ['Admin', 'Support']) {
      const token = a.users[name].token;
      expect([name, refusal(await create(a.id, d.id, 0.1, token))]).toEqual([
        name,
        { code: 'FORBIDDEN', message: 'Not authorized to manage affiliates' },
      ]);
      expect(refusal(await call(REACHABLE, { organizationId: a.id }, token)).code).toBe('FORBIDDEN');
      expect(refusal(await call(OF_ORGANIZATION, { organizationId: a.id }, token)).code).toBe('FORBIDDEN');
    }
    expect(await rowCount()).toBe(before);
  });

  it("shows each affiliate's share of a payment's tech platform fee in its payout data, to payment staff only", async () => {
    // a earns 0.25 of b's fee (first test).
    const caseId = await b.insertCase({ submitter: 'Pat' });
    await b.query(
      `INSERT INTO case_payment (organization_id, case_id, amount, status, payment_date, tech_platform_fee)
       VALUES ($1, $2, 10000, 'PAID', now(), 999)`,
      [b.id, caseId],
    );
    const PAYMENTS = `query($id: ID!) { caseById(caseId: $id) {
      payments { techPlatformFee payoutAmount affiliateShares { organizationId organizationName fraction amount } } } }`;
    type Payments = {
      caseById: {
        payments: { techPlatformFee: number | null; payoutAmount: number | null; affiliateShares: unknown[] | null }[];
      };
    };
    const staff = await call<Payments>(PAYMENTS, { id: caseId });
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.caseById.payments).toEqual([
      {
        techPlatformFee: 999,
        payoutAmount: 10000 - 999,
        affiliateShares: [{ organizationId: a.id, organizationName: expect.any(String), fraction: 0.25, amount: 250 }],
      },
    ]);
    // The employee sees its own payment, without fees, payout or shares.
    const employee = await call<Payments>(PAYMENTS, { id: caseId }, b.users.Pat.token);
    expect(employee.errors).toBeUndefined();
    expect(employee.data!.caseById.payments).toEqual([
      { techPlatformFee: null, payoutAmount: null, affiliateShares: null },
    ]);
  });
});
