import { Redis } from 'ioredis';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { csvRecords } from './csv-parse.js';

const LINK = `mutation($input: CreateExportLinkInput!) { createExportLink(input: $input) { success url expiresAt } }`;
const CASES = `query($statuses: [CaseStatus!], $searchText: String, $isArchived: Boolean, $after: String) {
  casesByStatus(statuses: $statuses, searchText: $searchText, isArchived: $isArchived, recordsPerPage: 100, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } cases { shortId } } }`;
const ACROSS = `query($statuses: [CaseStatus!], $isArchived: Boolean, $after: String) {
  allMultiOrgUserCases(statuses: $statuses, isArchived: $isArchived, recordsPerPage: 100, after: $after) {
    pageInfo { endCursor hasNextPage } cases { shortId organization { name } } } }`;
const USERS = `query($roles: [Role!], $after: String) {
  usersByRole(roles: $roles, recordsPerPage: 100, after: $after) { pageInfo { endCursor hasNextPage } users { email } } }`;

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type LinkAnswer = Answer<{ createExportLink: { success: boolean; url: string; expiresAt: string } }>;

/**
 * CSV exports: the file holds exactly the rows of the GraphQL list with the same filters, PHI columns only
 * for a reader holding access_phi, bad filters refused before any link exists, and a link downloads once.
 */
describe('CSV exports', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let big: ScratchOrganization;
  let partner: ScratchOrganization;
  let redis: Redis;

  const link = (token: string, input: Record<string, unknown>) =>
    api.graphql(LINK, { input }, { token }) as Promise<LinkAnswer>;
  const urlFor = async (token: string, input: Record<string, unknown>) => {
    const answer = await link(token, input);
    expect(answer.errors).toBeUndefined();
    return answer.data!.createExportLink.url;
  };
  const download = (url: string, init?: RequestInit) => fetch(`${api.url}${url}`, init);
  const exported = async (token: string, input: Record<string, unknown>) => {
    const response = await download(await urlFor(token, input));
    expect(response.status).toBe(200);
    return csvRecords(await response.text());
  };
  /** Every row of a GraphQL list, page after page. */
  async function everyPage<T>(
    token: string,
    query: string,
    variables: Record<string, unknown>,
    pick: (data: never) => { pageInfo: { endCursor: string | null; hasNextPage: boolean }; items: T[] },
  ): Promise<T[]> {
    const all: T[] = [];
    let after: string | null = null;
    for (;;) {
      const answer = await api.graphql(query, { ...variables, after }, { token });
      expect(answer.errors).toBeUndefined();
      const page = pick(answer.data as never);
      all.push(...page.items);
      if (!page.pageInfo.hasNextPage) return all;
      after = page.pageInfo.endCursor;
    }
  }
  const caseIds = (token: string, variables: Record<string, unknown>) =>
    everyPage<{ shortId: string }>(token, CASES, variables, (data: { casesByStatus: never }) => {
      const page = data.casesByStatus as { pageInfo: never; cases: { shortId: string }[] };
      return { pageInfo: page.pageInfo, items: page.cases };
    }).then((rows) => rows.map((row) => row.shortId));
  const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    api = await startTestApi();
    redis = new Redis(TEST_ENV.REDIS_URL, { lazyConnect: false });
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
      Ann: Role.USER,
    });
    const base = Date.parse('2026-03-01T12:00:00Z');
    for (let i = 0; i < 7; i += 1) {
      const id = await org.insertCase({
        submitter: i % 2 ? 'Pat' : 'Ann',
        status: ['OPEN', 'IN_PROGRESS', 'APPROVED'][i % 3],
        isArchived: i === 6,
        createdAt: new Date(base + i * 60_000),
        title: i === 3 ? '=HYPERLINK("http://evil.test","x"), "quoted"' : `Case ${i}`,
      });
      await org.query(
        `UPDATE case_record SET visit_type = 'SYNC_VIDEO', escalation_reasons = '{Medication}' WHERE id = $1`,
        [id],
      );
    }
    big = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    await big.query(
      `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id, created_at)
       SELECT $1::uuid, 'B-' || substr($1::text, 1, 8) || '-' || n, 'Bulk ' || n, 'OPEN', $2::uuid,
              timestamptz '2026-01-01' + n * interval '1 second'
         FROM generate_series(1, 2500) AS n`,
      [big.id, big.users.Pat.id],
    );
    partner = await createScratchOrganization({ Cv: Role.CVADMIN, Pat: Role.USER });
    await partner.query('UPDATE organization SET is_partner = true WHERE id = $1', [partner.id]);
    const paid = await partner.insertCase({ submitter: 'Pat' });
    for (const [amount, day] of [
      [12345, '2026-03-02'],
      [500, '2026-03-05'],
      [999, '2026-04-20'],
    ] as const) {
      await partner.query(
        `INSERT INTO case_payment (organization_id, case_id, amount, status, payment_date, consult_fee, description)
         VALUES ($1, $2, $3, 'PAID', $4, 100, 'Semaglutide 0.25 mg')`,
        [partner.id, paid, amount, day],
      );
    }
  });
  afterAll(async () => {
    redis?.disconnect();
    for (const scratch of [org, big, partner]) await scratch?.close();
    await api?.close();
  });

  it('exports the filtered case list with the same rows, in the same order, as casesByStatus', async () => {
    const filters = { statuses: ['OPEN', 'IN_PROGRESS'], searchText: 'pat', isArchived: false };
    const expected = await caseIds(org.users.Admin.token, filters);
    expect(expected.length).toBeGreaterThan(0);
    const { header, records } = await exported(org.users.Admin.token, { list: 'CASES', caseFilters: filters });
    expect(records.map((record) => record.Case)).toEqual(expected);
    expect(header).toEqual(
      expect.arrayContaining(['Case', 'Title', 'Employee', 'Status', 'Visit type', 'Escalation reasons']),
    );
    expect(records.every((record) => record.Employee === 'Pat Scratch' && record['Visit type'] === 'SYNC_VIDEO')).toBe(
      true,
    );

    const all = await exported(org.users.Admin.token, { list: 'CASES' });
    expect(all.records.map((record) => record.Case)).toEqual(await caseIds(org.users.Admin.token, {}));
    expect(all.records).toHaveLength(7);
  });

  it('exports the cases across organizations a TPA serves with the rows allMultiOrgUserCases shows', async () => {
    const filters = { statuses: ['OPEN', 'IN_PROGRESS'], isArchived: false };
    const expected = await everyPage<{ shortId: string; organization: { name: string } }>(
      org.users.Support.token,
      ACROSS,
      filters,
      (data: { allMultiOrgUserCases: never }) => {
        const page = data.allMultiOrgUserCases as {
          pageInfo: never;
          cases: { shortId: string; organization: { name: string } }[];
        };
        return { pageInfo: page.pageInfo, items: page.cases };
      },
    );
    expect(expected.length).toBeGreaterThan(0);
    const { header, records } = await exported(org.users.Support.token, {
      list: 'CASES_ACROSS_ORGANIZATIONS',
      multiOrganizationCaseFilters: filters,
    });
    expect(records.map((record) => [record.Organization, record.Case])).toEqual(
      expected.map((row) => [row.organization.name, row.shortId]),
    );
    expect(header.slice(0, 2)).toEqual(['Organization', 'Case']);
    // TPA Support holds no access_phi: no PHI columns.
    expect(header).not.toContain('Visit type');
    expect(header).not.toContain('Escalation reasons');
    // The organization's own staff have no cross-organization list.
    expect(code(await link(org.users.Admin.token, { list: 'CASES_ACROSS_ORGANIZATIONS' }))).toBe('FORBIDDEN');
  });

  it('writes a formula-looking cell as text and quotes commas and quotes', async () => {
    const response = await download(await urlFor(org.users.Admin.token, { list: 'CASES' }));
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x""), ""quoted"""`);
    const { records } = csvRecords(text);
    expect(records.map((record) => record.Title)).toContain(`'=HYPERLINK("http://evil.test","x"), "quoted"`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('cases.csv');
  });

  it('leaves the PHI columns out for a reader without access_phi', async () => {
    // TPA Support lists every case of the organization but holds no access_phi.
    const { header, records } = await exported(org.users.Support.token, { list: 'CASES' });
    expect(records).toHaveLength(7);
    expect(header).not.toContain('Visit type');
    expect(header).not.toContain('Escalation reasons');
    expect(Object.values(records[0])).not.toContain('SYNC_VIDEO');
  });

  it('exports the people list with the rows usersByRole shows', async () => {
    const expected = (
      await everyPage<{ email: string }>(
        org.users.Admin.token,
        USERS,
        { roles: ['USER'] },
        (data: { usersByRole: never }) => {
          const page = data.usersByRole as { pageInfo: never; users: { email: string }[] };
          return { pageInfo: page.pageInfo, items: page.users };
        },
      )
    ).map((user) => user.email);
    const { records } = await exported(org.users.Admin.token, { list: 'USERS', userFilters: { roles: ['USER'] } });
    expect(records.map((record) => record['E-mail'])).toEqual(expected);
    expect(expected).toHaveLength(2);
  });

  it('exports the payments report for the period with the rows casePaymentsForPeriod shows', async () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const answer = await api.graphql<{ casePaymentsForPeriod: { payments: { amount: number }[] } }>(
      `query($input: CasePaymentsForPeriodInput!) { casePaymentsForPeriod(input: $input) { payments { amount } } }`,
      { input: { ...period, recordsPerPage: 100 } },
      { token: partner.users.Cv.token },
    );
    expect(answer.errors).toBeUndefined();
    const { header, records } = await exported(partner.users.Cv.token, {
      list: 'PAYMENTS_FOR_PERIOD',
      paymentPeriod: period,
    });
    expect(records.map((record) => Number(record.Amount) * 100)).toEqual(
      answer.data!.casePaymentsForPeriod.payments.map((payment) => payment.amount),
    );
    expect(records.map((record) => record.Amount)).toEqual(['5', '123.45']);
    expect(records[0]).toMatchObject({ Fees: '1', Payout: '4', Description: 'Semaglutide 0.25 mg', Currency: 'USD' });
    expect(header[0]).toBe('Case');
  });

  it('refuses bad filters with BAD_USER_INPUT and issues no link', async () => {
    const before = await redis.keys(`${api.config.REDIS_PREFIX}:export:link:*`);
    const refusals = await Promise.all([
      link(org.users.Admin.token, { list: 'CASES', caseFilters: { searchText: 'x'.repeat(201) } }),
      link(org.users.Admin.token, { list: 'CASES', caseFilters: { assigneeId: 'not-an-id' } }),
      link(org.users.Admin.token, { list: 'CASES', caseFilters: { searchText: 'a\u0007b' } }),
      link(org.users.Admin.token, { list: 'CASES', caseFilters: { statuses: ['NOPE'] } }),
      link(org.users.Admin.token, { list: 'NOPE' }),
      link(partner.users.Cv.token, { list: 'PAYMENTS_FOR_PERIOD' }),
      link(partner.users.Cv.token, {
        list: 'PAYMENTS_FOR_PERIOD',
        paymentPeriod: { from: '2026-02-30', to: '2026-03-01' },
      }),
    ]);
    expect(refusals.map(code)).toEqual(Array(7).fill('BAD_USER_INPUT'));
    expect(await redis.keys(`${api.config.REDIS_PREFIX}:export:link:*`)).toEqual(before);
  });

  it('refuses a list the caller may not read', async () => {
    expect(code(await link(org.users.Pat.token, { list: 'CASES' }))).toBe('FORBIDDEN');
    // The payments report is for partner organizations (and payment-totals holders) only.
    expect(code(await link(org.users.Admin.token, { list: 'CASES_WITH_PAYMENT_TOTALS' }))).toBe('FORBIDDEN');
    expect(code(await link(org.users.Admin.token, { list: 'ALL_TPA_USERS' }))).toBe('FORBIDDEN');
  });

  it('downloads once per link, never after it expired, and a HEAD does not use it up', async () => {
    const url = await urlFor(org.users.Admin.token, { list: 'CASES' });
    const token = new URL(url, api.url).searchParams.get('token')!;
    const key = `${api.config.REDIS_PREFIX}:export:link:${token}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    expect((await download(url, { method: 'HEAD' })).status).toBe(405);
    expect((await download(url)).status).toBe(200);
    const again = await download(url);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('This export link was used or has expired');
    expect((await download('/exports/download?token=forged')).status).toBe(401);
    expect((await download('/exports/download')).status).toBe(401);

    const expiring = await urlFor(org.users.Admin.token, { list: 'CASES' });
    // What Redis does at the link's end of life, without waiting for it.
    await redis.expire(
      `${api.config.REDIS_PREFIX}:export:link:${new URL(expiring, api.url).searchParams.get('token')}`,
      0,
    );
    expect((await download(expiring)).status).toBe(401);
  });

  it('reads the access again when the link is opened', async () => {
    const url = await urlFor(org.users.Support.token, { list: 'CASES' });
    await org.query(`DELETE FROM organization_access WHERE user_id = $1`, [org.users.Support.id]);
    expect((await download(url)).status).toBe(404);
  });

  it('streams a large list page by page, every row once', async () => {
    const response = await download(
      await urlFor(big.users.Admin.token, { list: 'CASES', caseFilters: { sortOrder: 'ASC' } }),
    );
    expect(response.status).toBe(200);
    // Streamed: no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    const { records } = csvRecords(text);
    expect(records).toHaveLength(2500);
    expect(records[0].Title).toBe('Bulk 1');
    expect(records[2499].Title).toBe('Bulk 2500');
    expect(new Set(records.map((record) => record.Case)).size).toBe(2500);
  });
});
