import { jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { Role, TpaSubRole } from '#access';
import { DEMO_CASES, DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { tokenFor } from '#test/tokens';

const TOTALS = `totalConsultFees totalCosts totalPayments totalPayoutAmount totalPharmacyFees totalShippingFees
  totalTechPlatformFees totalSyringeKitFees totalPaymentProcessingFees`;
const ADD = `mutation($input: AddCasePaymentInput!) { addCasePayment(input: $input) { payment { id } } }`;
const UPDATE = `mutation($input: UpdateCasePaymentInput!) { updateCasePayment(input: $input) { success } }`;
const DELETE = `mutation($id: ID!) { deleteCasePayment(paymentId: $id) { success } }`;
const CASE_TOTALS = `query($caseId: ID!) { caseById(caseId: $caseId) { id ${TOTALS} } }`;
const LIST = `query($input: CasesWithPaymentTotalsInput, $organizationId: ID) {
  casesWithPaymentTotals(input: $input, organizationId: $organizationId) {
    totalCount pageInfo { endCursor hasNextPage } cases { id ${TOTALS} } totals { ${TOTALS} } } }`;
const PERIOD = `query($input: CasePaymentsForPeriodInput!, $organizationId: ID) {
  casePaymentsForPeriod(input: $input, organizationId: $organizationId) {
    totalCount pageInfo { endCursor hasNextPage } payments { id amount status dueDate consultFee } totals { ${TOTALS} } } }`;

type Totals = Record<string, number | null>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many query shapes are read by path; the expectations check them
type Loose = any;
type Answer = { data?: Record<string, Loose> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * The totals by a plain SQL sum over the same rows, written apart from the api's statement: PAID payments
 * that are not deleted; costs are the seven fees plus the sub-fees.
 */
const DIRECT_SUM = `SELECT c.id AS "caseId",
  COALESCE(SUM(p.amount) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalPayments",
  COALESCE(SUM(p.consult_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalConsultFees",
  COALESCE(SUM(p.pharmacy_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalPharmacyFees",
  COALESCE(SUM(p.shipping_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalShippingFees",
  COALESCE(SUM(p.tech_platform_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalTechPlatformFees",
  COALESCE(SUM(p.syringe_kit_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalSyringeKitFees",
  COALESCE(SUM(p.payment_processing_fee) FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalPaymentProcessingFees",
  COALESCE(SUM(p.payment_processing_fee + p.pharmacy_fee + p.syringe_kit_fee + p.consult_fee + p.shipping_fee
    + p.tech_platform_fee + p.convenience_fee
    + (SELECT COALESCE(SUM((f->>'amount')::int), 0) FROM jsonb_array_elements(p.sub_fees) f))
    FILTER (WHERE p.status = 'PAID' AND NOT p.is_deleted), 0)::float8 AS "totalCosts"
FROM case_record c LEFT JOIN case_payment p ON p.case_id = c.id
WHERE c.id = ANY($1::uuid[]) GROUP BY c.id`;

describe('payment totals', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let db: pg.Client;
  let cvadmin: string;
  const run = (token: string, query: string, variables: Record<string, unknown>) =>
    api.graphql(query, variables, { token }) as Promise<Answer>;
  const as = (name: string, query: string, variables: Record<string, unknown>) =>
    run(org.users[name].token, query, variables);
  const directTotals = async (caseIds: string[]) => {
    const rows = (await db.query(DIRECT_SUM, [caseIds])).rows as (Totals & { caseId: string })[];
    return new Map<string, Totals>(
      rows.map(({ caseId, ...totals }) => [
        caseId,
        { ...totals, totalPayoutAmount: Number(totals.totalPayments) - Number(totals.totalCosts) },
      ]),
    );
  };

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
    await db.connect();
    org = await createScratchOrganization({
      Support: TpaSubRole.TPASUPPORT,
      Owner: TpaSubRole.TPASUPPORT,
      Admin: Role.ADMIN,
      Pat: Role.USER,
    });
    await org.query(`UPDATE organization SET is_partner = true, link_name = $2 WHERE id = $1`, [
      org.id,
      `scratch-${org.id.slice(0, 8)}`,
    ]);
    const [role] = await org.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'OWNER', 'Owner', $2) RETURNING id`,
      [org.id, ['access_owner_dashboard', 'query_any_org_case', 'get_any_org_case_by_id']],
    );
    await org.query(`UPDATE organization_access SET custom_role_id = $1 WHERE organization_id = $2 AND user_id = $3`, [
      role.id,
      org.id,
      org.users.Owner.id,
    ]);
    cvadmin = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    await db.end();
    await org.close();
    await api.close();
  });

  it('equal a direct SQL sum over the same rows; deleted, unpaid and canceled payments do not count', async () => {
    const first = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const second = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const empty = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const add = async (caseId: string, input: Record<string, unknown>) =>
      (await as('Support', ADD, { input: { caseId, ...input } })).data!.addCasePayment.payment.id as string;
    await add(first, {
      amount: 30_000,
      status: 'PAID',
      consultFee: 3_000,
      pharmacyFee: 10_000,
      syringeKitFee: 500,
      shippingFee: 800,
      techPlatformFee: 600,
      paymentProcessingFee: 900,
      convenienceFee: 200,
      subFees: [{ label: 'Lab', amount: 400 }],
    });
    const later = await add(first, { amount: 20_000, consultFee: 2_000, dueDate: '2026-05-01' });
    await add(first, { amount: 9_999, status: 'CANCELED', consultFee: 99 });
    const removed = await add(second, { amount: 5_000, status: 'PAID', pharmacyFee: 1_000 });
    await add(second, { amount: 2_500, status: 'PAID', shippingFee: 250 });
    await run(cvadmin, UPDATE, { input: { paymentId: later, status: 'PAID' } });

    const totalsOf = async (name: string, caseId: string) => {
      const { id: _id, ...totals } = (await as(name, CASE_TOTALS, { caseId })).data!.caseById;
      return totals as Totals;
    };
    const before = await directTotals([first, second, empty]);
    expect(await totalsOf('Owner', first)).toEqual(before.get(first));
    expect(await totalsOf('Owner', second)).toEqual(before.get(second));
    expect(await totalsOf('Owner', empty)).toEqual(before.get(empty));
    expect((await totalsOf('Owner', first)).totalPayments).toBe(50_000);
    expect((await totalsOf('Owner', first)).totalCosts).toBe(
      3_000 + 10_000 + 500 + 800 + 600 + 900 + 200 + 400 + 2_000,
    );

    await as('Support', DELETE, { id: removed });
    const after = await directTotals([second]);
    expect(await totalsOf('Owner', second)).toEqual(after.get(second));
    expect((await totalsOf('Owner', second)).totalPayments).toBe(2_500);

    // The list: every case with its totals, and totals over all of them.
    const seen = new Map<string, Totals>();
    let after_: string | null = null;
    let organizationTotals: Totals | undefined;
    do {
      const page: Loose = (await as('Owner', LIST, { input: { recordsPerPage: 1, after: after_ } })).data!
        .casesWithPaymentTotals;
      for (const { id, ...totals } of page.cases) seen.set(id, totals);
      organizationTotals = page.totals;
      after_ = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after_);
    const direct = await directTotals([first, second, empty]);
    expect(new Map([...seen].filter(([id]) => direct.has(id)))).toEqual(direct);
    expect(organizationTotals!.totalPayments).toBe(
      [...direct.values()].reduce((sum, totals) => sum + Number(totals.totalPayments), 0),
    );
    expect(organizationTotals!.totalPayoutAmount).toBe(
      [...direct.values()].reduce((sum, totals) => sum + Number(totals.totalPayoutAmount), 0),
    );
    const withPayments = (await as('Owner', LIST, { input: { onlyWithPayments: true } })).data!.casesWithPaymentTotals;
    expect(withPayments.cases.map((row: { id: string }) => row.id).sort()).toEqual([first, second].sort());
  });

  it('are for Cvadmin or TPA Support with the owner dashboard permission, in a partner organization', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    await as('Support', ADD, { input: { caseId, amount: 1_000, status: 'PAID' } });
    const refusal = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
    for (const name of ['Support', 'Admin', 'Pat']) {
      const { id: _id, ...totals } = (await as(name, CASE_TOTALS, { caseId })).data!.caseById;
      expect(Object.values(totals).every((value) => value === null)).toBe(true);
      expect(refusal(await as(name, LIST, {}))).toBe('FORBIDDEN');
      expect(refusal(await as(name, PERIOD, { input: { from: '2026-01-01', to: '2026-12-31' } }))).toBe('FORBIDDEN');
    }
    expect((await run(cvadmin, CASE_TOTALS, { caseId })).data!.caseById.totalPayments).toBe(1_000);
    // Not a partner organization: no totals, even for Cvadmin.
    expect(refusal(await run(cvadmin, LIST, { organizationId: DEMO_ORGANIZATIONS.acme.id }))).toBe('FORBIDDEN');
  });

  it('lists the payments paid or due in a period, paged, with the period totals', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const add = async (input: Record<string, unknown>) =>
      (await as('Support', ADD, { input: { caseId, ...input } })).data!.addCasePayment.payment.id as string;
    const dueIn = await add({ amount: 100, dueDate: '2030-02-10', consultFee: 10 });
    const dueOut = await add({ amount: 200, dueDate: '2030-04-10' });
    const gone = await add({ amount: 300, dueDate: '2030-02-11' });
    await as('Support', DELETE, { id: gone });
    const ids: string[] = [];
    let after: string | null = null;
    let totalCount: number | undefined;
    do {
      const page: Loose = (
        await as('Owner', PERIOD, { input: { from: '2030-02-01', to: '2030-02-28', recordsPerPage: 1, after } })
      ).data!.casePaymentsForPeriod;
      ids.push(...page.payments.map((payment: { id: string }) => payment.id));
      totalCount = page.totalCount;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(ids).toEqual([dueIn]);
    expect(totalCount).toBe(1);
    expect(ids).not.toContain(dueOut);
    expect(
      (await as('Owner', PERIOD, { input: { from: '2030-03-01', to: '2030-02-01' } })).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
    const forged = Buffer.from(JSON.stringify(['not a time', 'not an id'])).toString('base64url');
    for (const query of [PERIOD, LIST]) {
      const input = query === PERIOD ? { from: '2030-02-01', to: '2030-02-28', after: forged } : { after: forged };
      expect((await as('Owner', query, { input })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('equal a direct SQL sum for every case of the demo data (totals only in the partner organization)', async () => {
    const ids = DEMO_CASES.map((demoCase) => demoCase.id);
    const direct = await directTotals(ids);
    expect(
      direct.get(DEMO_CASES.find((demoCase) => demoCase.shortId === 'VH-1001')!.id)!.totalPayments,
    ).toBeGreaterThan(0);
    for (const demoCase of DEMO_CASES) {
      const { id: _id, ...totals } = (await run(cvadmin, CASE_TOTALS, { caseId: demoCase.id })).data!.caseById;
      const partner = demoCase.organization === 'vitality';
      expect({ shortId: demoCase.shortId, totals }).toEqual({
        shortId: demoCase.shortId,
        totals: partner ? direct.get(demoCase.id) : Object.fromEntries(Object.keys(totals).map((key) => [key, null])),
      });
    }
    const listed = (
      await run(cvadmin, LIST, { organizationId: DEMO_ORGANIZATIONS.vitality.id, input: { recordsPerPage: 100 } })
    ).data!.casesWithPaymentTotals;
    const all = await directTotals(listed.cases.map((row: { id: string }) => row.id));
    for (const { id, ...totals } of listed.cases) expect(totals).toEqual(all.get(id));
  });

  it('costs no statement per case: a page of 20 cases with payments and totals reads as many as a page of 2', async () => {
    for (let index = 0; index < 20; index += 1) {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
      await org.query(
        `INSERT INTO case_payment (organization_id, case_id, amount, status, payment_date, consult_fee)
         VALUES ($1, $2, 1000, 'PAID', now(), 100), ($1, $2, 500, 'UNPAID', NULL, 0)`,
        [org.id, caseId],
      );
    }
    const runner = api.app.get(DataSource).createQueryRunner();
    const queryRunnerType = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const statements = jest.spyOn(queryRunnerType, 'query');
    const PAGE = `query($n: Int) { casesWithPaymentTotals(input: { recordsPerPage: $n }) {
      cases { id ${TOTALS} payments { id consultFee paymentAttachment { id } } } } }`;
    const statementsFor = async (recordsPerPage: number) => {
      await as('Owner', '{ currentUser { id } }', {});
      statements.mockClear();
      const page = await as('Owner', PAGE, { n: recordsPerPage });
      expect(page.errors).toBeUndefined();
      expect(page.data!.casesWithPaymentTotals.cases).toHaveLength(recordsPerPage);
      expect(statements.mock.calls.length).toBeGreaterThan(0);
      return statements.mock.calls.length;
    };
    try {
      expect(await statementsFor(20)).toBe(await statementsFor(2));
    } finally {
      statements.mockRestore();
    }
  });
});
