import { DEMO_CASES, DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { demoUser, tokenFor, type DemoUserKey } from '#test/tokens';

const CASES_BY_STATUS = `query($statuses: [CaseStatus!], $isArchived: Boolean, $isEscalated: Boolean, $recordsPerPage: Int, $after: String,
  $searchText: String, $searchField: SearchField, $isAssignee: Boolean, $sortOrder: SortDirection) {
  casesByStatus(statuses: $statuses, isArchived: $isArchived, isEscalated: $isEscalated, recordsPerPage: $recordsPerPage,
    after: $after, searchText: $searchText, searchField: $searchField, isAssignee: $isAssignee, sortOrder: $sortOrder) {
    totalCount pageInfo { endCursor hasNextPage } cases { id title status isArchived submitter { email } }
  }
}`;
const METADATA = `query($isAssignee: Boolean) { casesMetadata(isAssignee: $isAssignee) {
  new notConfirmed inProgress outstanding approved denied approvedClosed deniedClosed } }`;
const BY_SUBMITTER = 'query($id: ID!) { allCasesBySubmitter(submitterId: $id) { id status organizationId } }';
const ASSIGNED = 'query { assignedCases { id assignedToId } }';
const MULTI_ORG = `query($organizationId: ID, $statuses: [CaseStatus!], $recordsPerPage: Int, $after: String) {
  allMultiOrgUserCases(organizationId: $organizationId, statuses: $statuses, recordsPerPage: $recordsPerPage, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } cases { id organizationId organization { name } }
  }
}`;

type CasesPage = {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  cases: { id: string; title: string; status: string; isArchived: boolean; submitter: { email: string } | null }[];
};

type MultiPage = { totalCount: number; cases: { id: string; organizationId: string }[] };

describe('case lists', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const asUser = <T = Record<string, CasesPage>>(
    name: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => api.graphql<T>(query, variables, { token: org.users[name].token });
  const asDemo = async <T = Record<string, MultiPage>>(
    key: DemoUserKey,
    query: string,
    variables: Record<string, unknown> = {},
  ) => api.graphql<T>(query, variables, { token: await tokenFor(key) });

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Other: Role.CASEWORKER,
      Pat: Role.USER,
      Lee: Role.USER,
    });
    // Two cases per status group (and one archived without a decision, which counts in none).
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rows: [string, boolean, string | undefined][] = [
      ['OPEN', false, undefined],
      ['OPEN', false, undefined],
      ['ASSIGNED', false, 'Worker'],
      ['IN_PROGRESS', false, 'Worker'],
      ['IN_PROGRESS', false, 'Other'],
      ['NO_DECISION', false, 'Other'],
      ['APPROVED', false, 'Worker'],
      ['REJECTED', false, undefined],
      ['APPROVED', true, undefined],
      ['REJECTED', true, 'Worker'],
      ['REJECTED', true, undefined],
      ['OPEN', true, undefined],
    ];
    for (const [index, [status, isArchived, assignedTo]] of rows.entries()) {
      await org.insertCase({
        submitter: index % 3 === 0 ? 'Lee' : 'Pat',
        status,
        isArchived,
        assignedTo,
        createdAt: new Date(base + index * 60000),
        title: `${status} ${index}`,
      });
    }
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('counts every status group over the cases the caller can see', async () => {
    const all = await asUser<Record<string, Record<string, number>>>('Admin', METADATA);
    expect(all.data?.casesMetadata).toEqual({
      new: 2,
      notConfirmed: 1,
      inProgress: 2,
      outstanding: 1,
      approved: 1,
      denied: 1,
      approvedClosed: 1,
      deniedClosed: 2,
    });
    // A caseworker sees and counts only the cases it works on.
    const worker = await asUser<Record<string, Record<string, number>>>('Worker', METADATA);
    expect(worker.data?.casesMetadata).toMatchObject({
      new: 0,
      notConfirmed: 1,
      inProgress: 1,
      approved: 1,
      deniedClosed: 1,
    });
    const mine = await asUser<Record<string, Record<string, number>>>('Admin', METADATA, { isAssignee: true });
    expect(Object.values(mine.data!.casesMetadata).every((count) => count === 0)).toBe(true);
  });

  it('names the submitter and assignee of every row, read with the page', async () => {
    const PEOPLE = `query { casesByStatus(statuses: [ASSIGNED, IN_PROGRESS, OPEN], isArchived: false, recordsPerPage: 50) {
      cases { title submitter { id fullName email role } assignedTo { id fullName } }
    } }`;
    const result = await asUser<{
      casesByStatus: {
        cases: {
          title: string;
          submitter: { id: string; fullName: string; email: string; role: string } | null;
          assignedTo: { id: string; fullName: string } | null;
        }[];
      };
    }>('Admin', PEOPLE);
    const byTitle = new Map(result.data?.casesByStatus.cases.map((row) => [row.title, row]));
    expect([...byTitle.keys()]).toEqual(['IN_PROGRESS 4', 'IN_PROGRESS 3', 'ASSIGNED 2', 'OPEN 1', 'OPEN 0']);
    expect(byTitle.get('OPEN 0')).toEqual({
      title: 'OPEN 0',
      submitter: { id: org.users.Lee.id, fullName: 'Lee Scratch', email: org.users.Lee.email, role: 'USER' },
      assignedTo: null,
    });
    expect(byTitle.get('IN_PROGRESS 4')?.assignedTo).toEqual({ id: org.users.Other.id, fullName: 'Other Scratch' });
    expect(byTitle.get('ASSIGNED 2')?.assignedTo).toEqual({ id: org.users.Worker.id, fullName: 'Worker Scratch' });
    expect(byTitle.get('ASSIGNED 2')?.submitter?.fullName).toBe('Pat Scratch');
  });

  it('names the people of one case, loaded on request (caseById)', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Worker', title: 'One' });
    const ONE = `query($id: ID!) { caseById(caseId: $id) {
      submitter { id fullName } assignedTo { id fullName } assignedBy { id } hrRep { id }
    } }`;
    const result = await asUser<{ caseById: Record<string, { id: string; fullName?: string } | null> }>('Admin', ONE, {
      id: caseId,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.caseById).toEqual({
      submitter: { id: org.users.Pat.id, fullName: 'Pat Scratch' },
      assignedTo: { id: org.users.Worker.id, fullName: 'Worker Scratch' },
      assignedBy: null,
      hrRep: null,
    });
    await org.query('DELETE FROM case_record WHERE id = $1', [caseId]);
  });

  it('filters by status and archive state, newest first, and by search', async () => {
    const decidedClosed = await asUser('Admin', CASES_BY_STATUS, { statuses: ['REJECTED'], isArchived: true });
    expect(decidedClosed.data?.casesByStatus.totalCount).toBe(2);
    expect(decidedClosed.data?.casesByStatus.cases.map((item) => item.title)).toEqual(['REJECTED 10', 'REJECTED 9']);
    const oldest = await asUser('Admin', CASES_BY_STATUS, { isArchived: false, sortOrder: 'ASC', recordsPerPage: 1 });
    expect(oldest.data?.casesByStatus.cases[0].title).toBe('OPEN 0');
    const byEmail = await asUser('Admin', CASES_BY_STATUS, {
      searchText: org.users.Lee.email.toUpperCase(),
      searchField: 'EMAIL',
    });
    expect(byEmail.data?.casesByStatus.totalCount).toBe(4);
    expect(byEmail.data?.casesByStatus.cases.every((item) => item.submitter?.email === org.users.Lee.email)).toBe(true);
    const byName = await asUser('Admin', CASES_BY_STATUS, { searchText: 'pat scr', searchField: 'NAME' });
    expect(byName.data?.casesByStatus.totalCount).toBe(8);
    // Pattern characters typed by a user are literal.
    const literal = await asUser('Admin', CASES_BY_STATUS, { searchText: '%' });
    expect(literal.data?.casesByStatus.totalCount).toBe(0);
  });

  it('filters by order status, by having no order, and by follow-up status, with totals counted over the rows', async () => {
    const [shipped, processing, none] = (
      await org.query<{ id: string }>(
        `SELECT id FROM case_record WHERE organization_id = $1 AND NOT is_archived ORDER BY created_at LIMIT 3`,
        [org.id],
      )
    ).map((row) => row.id);
    await org.query(`UPDATE case_record SET order_status = 'SHIPPED', follow_up_form_status = 'SENT' WHERE id = $1`, [
      shipped,
    ]);
    await org.query(`UPDATE case_record SET order_status = 'PROCESSING' WHERE id = $1`, [processing]);
    const ORDERED = `query($orderStatuses: [OrderStatus!], $isEmptyOrderStatus: Boolean, $followUpStatuses: [FollowUpFormStatus!]) {
      casesByStatus(orderStatuses: $orderStatuses, isEmptyOrderStatus: $isEmptyOrderStatus,
        followUpStatuses: $followUpStatuses, recordsPerPage: 100) { totalCount cases { id } } }`;
    const ids = async (variables: Record<string, unknown>) => {
      const page = (await asUser('Admin', ORDERED, variables)).data!.casesByStatus;
      expect(page.totalCount).toBe(page.cases.length);
      return page.cases.map((item) => item.id).sort();
    };
    try {
      expect(await ids({ orderStatuses: ['SHIPPED'] })).toEqual([shipped]);
      expect(await ids({ orderStatuses: ['SHIPPED', 'PROCESSING'] })).toEqual([shipped, processing].sort());
      const withoutOrder = await ids({ isEmptyOrderStatus: true });
      expect(withoutOrder).toContain(none);
      expect(withoutOrder).not.toContain(shipped);
      const [{ count }] = await org.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM case_record WHERE organization_id = $1 AND order_status IS NULL',
        [org.id],
      );
      expect(withoutOrder).toHaveLength(count);
      expect(await ids({ isEmptyOrderStatus: true, orderStatuses: ['SHIPPED'] })).toEqual(
        [...withoutOrder, shipped].sort(),
      );
      expect(await ids({ followUpStatuses: ['SENT'] })).toEqual([shipped]);
      const bad = await asUser('Admin', ORDERED, { orderStatuses: Array(10).fill('SHIPPED') });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await org.query(
        'UPDATE case_record SET order_status = NULL, follow_up_form_status = NULL WHERE id = ANY($1::uuid[])',
        [[shipped, processing]],
      );
    }
  });

  it('pages by cursor without repeating or skipping while new cases arrive', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const page: { data?: Record<string, CasesPage> | null } = await asUser('Admin', CASES_BY_STATUS, {
        recordsPerPage: 5,
        after,
      });
      const result = page.data!.casesByStatus;
      if (!after) total = result.totalCount;
      seen.push(...result.cases.map((item) => item.id));
      after = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
      // A case submitted while paging lands on top, never inside the pages still to come.
      if (after) await org.insertCase({ submitter: 'Pat', title: 'Arrived while paging' });
    } while (after);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('pages several statuses at once in one newest-first order, as one status at a time would merge', async () => {
    const statuses = ['OPEN', 'IN_PROGRESS', 'APPROVED'];
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { data?: Record<string, CasesPage> | null } = await asUser('Admin', CASES_BY_STATUS, {
        statuses,
        isArchived: false,
        recordsPerPage: 2,
        after,
      });
      paged.push(...page.data!.casesByStatus.cases.map((item) => item.id));
      after = page.data!.casesByStatus.pageInfo.hasNextPage ? page.data!.casesByStatus.pageInfo.endCursor : null;
    } while (after);
    const expected = await org.query<{ id: string }>(
      `SELECT id FROM case_record WHERE organization_id = $1 AND status = ANY($2) AND NOT is_archived
       ORDER BY created_at DESC, id DESC`,
      [org.id, statuses],
    );
    expect(paged).toEqual(expected.map((row) => row.id));
  });

  it('refuses a cursor it did not hand out and an out-of-range page size', async () => {
    for (const after of ['garbage', Buffer.from(JSON.stringify(['2026-01-01', 'x'])).toString('base64url')]) {
      const result = await asUser('Admin', CASES_BY_STATUS, { after });
      expect(result.errors?.[0]).toMatchObject({
        message: 'after: not a cursor returned by this list',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const tooMany = await asUser('Admin', CASES_BY_STATUS, { recordsPerPage: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the organization list from employees', async () => {
    const result = await asUser('Pat', CASES_BY_STATUS);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await asUser('Pat', METADATA)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("lists an employee's own requests, and staff an employee's", async () => {
    type ById = Record<string, unknown[]>;
    const own = await asUser<ById>('Lee', BY_SUBMITTER, { id: org.users.Lee.id });
    expect(own.data?.allCasesBySubmitter).toHaveLength(4);
    const other = await asUser('Lee', BY_SUBMITTER, { id: org.users.Pat.id });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const staff = await asUser<ById>('Admin', BY_SUBMITTER, { id: org.users.Lee.id });
    expect(staff.data?.allCasesBySubmitter).toHaveLength(4);
    // A caseworker sees only the ones it works on.
    const worker = await asUser<ById>('Worker', BY_SUBMITTER, { id: org.users.Lee.id });
    expect(worker.data?.allCasesBySubmitter).toHaveLength(3);
    const otherWorker = await asUser<ById>('Other', BY_SUBMITTER, { id: org.users.Lee.id });
    expect(otherWorker.data?.allCasesBySubmitter).toEqual([]);
    // Another organization's employee does not exist here.
    const crossTenant = await asUser('Admin', BY_SUBMITTER, { id: demoUser('employee').id });
    expect(crossTenant.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lists the live cases assigned to the caller', async () => {
    const result = await asUser<Record<string, { assignedToId: string }[]>>('Worker', ASSIGNED);
    const assigned = result.data!.assignedCases;
    expect(assigned).toHaveLength(3);
    expect(assigned.every((item) => item.assignedToId === org.users.Worker.id)).toBe(true);
  });

  it('lists cases across organizations for Cvadmin and Cvtpa, each organization by its own rule', async () => {
    // Other test files add cases in parallel: look at each organization through the organization filter.
    let perOrganization = 0;
    for (const organizationId of [DEMO_ORGANIZATIONS.acme.id, DEMO_ORGANIZATIONS.globex.id, org.id]) {
      const page = (await asDemo('cvadmin', MULTI_ORG, { organizationId, recordsPerPage: 100 })).data!
        .allMultiOrgUserCases;
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.cases.every((item) => item.organizationId === organizationId)).toBe(true);
      perOrganization += page.totalCount;
    }
    // Counted after the per-organization pages, so cases added meanwhile cannot make this fail.
    const everything = (await asDemo('cvadmin', MULTI_ORG, { recordsPerPage: 1 })).data!.allMultiOrgUserCases
      .totalCount;
    expect(everything).toBeGreaterThanOrEqual(perOrganization);
    // TPA Support serves Acme and Globex: both, and nothing else, make up its whole list.
    const supportTotal = (await asDemo('tpaSupport', MULTI_ORG, { recordsPerPage: 1 })).data!.allMultiOrgUserCases
      .totalCount;
    let supportPerOrganization = 0;
    for (const organizationId of [DEMO_ORGANIZATIONS.acme.id, DEMO_ORGANIZATIONS.globex.id]) {
      const page = (await asDemo('tpaSupport', MULTI_ORG, { organizationId, recordsPerPage: 1 })).data!
        .allMultiOrgUserCases;
      expect(page.totalCount).toBeGreaterThan(0);
      supportPerOrganization += page.totalCount;
    }
    // Counted before the per-organization pages, so cases added meanwhile cannot make this fail.
    expect(supportTotal).toBeLessThanOrEqual(supportPerOrganization);
    // A TPA Medical lists only the cases it takes part in.
    const medical = await asDemo('tpaMedical', MULTI_ORG, { recordsPerPage: 100 });
    expect(medical.data?.allMultiOrgUserCases.totalCount).toBe(0);
    // Naming an organization the caller has no access to is NOT_FOUND with the spec's message.
    const outside = await asDemo('tpaLegal', MULTI_ORG, { organizationId: DEMO_ORGANIZATIONS.globex.id });
    expect(outside.errors?.[0]).toMatchObject({
      message: "You don't have access to this organization",
      extensions: { code: 'NOT_FOUND' },
    });
    const admin = await asDemo('admin', MULTI_ORG);
    expect(admin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers one case by id within reach, NOT_FOUND otherwise', async () => {
    const query = 'query($id: ID!) { caseById(caseId: $id) { id shortId isEscalated archiveReason } }';
    const globexCase = DEMO_CASES.find((item) => item.organization === 'globex')!;
    expect((await asDemo('admin', query, { id: globexCase.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await asDemo('admin', query, { id: 'not-an-id' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const acmeOpen = DEMO_CASES.find((item) => item.shortId === 'AC-1001')!;
    // The demo caseworker is not on AC-1001.
    expect((await asDemo('caseworker', query, { id: acmeOpen.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const own = await asDemo('employee', query, { id: acmeOpen.id });
    expect(own.data?.caseById).toMatchObject({ shortId: 'AC-1001', isEscalated: null, archiveReason: null });
    expect((await asDemo('globexEmployee', query, { id: acmeOpen.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
