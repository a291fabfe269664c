import pg from 'pg';
import { Role, TpaSubRole } from '#access';
import { TEST_ENV } from '#test/test-env';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const TOTAL = `query($statuses: [CaseStatus!], $isArchived: Boolean, $isAssignee: Boolean) {
  casesByStatus(statuses: $statuses, isArchived: $isArchived, isAssignee: $isAssignee, recordsPerPage: 1) { totalCount }
}`;
const METADATA = 'query { casesMetadata { new notConfirmed inProgress approved approvedClosed deniedClosed } }';
const CHANGE_STATUS = `mutation($caseId: ID!, $status: CaseStatus!) {
  changeCaseStatus(caseId: $caseId, status: $status) { success message }
}`;
const ARCHIVE = `mutation($caseId: ID!, $reason: String!) {
  archiveCase(caseId: $caseId, reason: $reason, force: true) { success message }
}`;

type Count = { status: string; is_archived: boolean; case_count: number };

/** The counts the database keeps per status, as the list totals and casesMetadata read them. */
describe('case counts per status', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const kept = () =>
    org.query<Count>(
      `SELECT status, is_archived, case_count FROM case_status_count
        WHERE organization_id = $1 AND case_count <> 0 ORDER BY status, is_archived`,
      [org.id],
    );
  const counted = () =>
    org.query<Count>(
      `SELECT status, is_archived, COUNT(*)::int AS case_count FROM case_record
        WHERE organization_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [org.id],
    );
  const totalFor = async (name: string, variables: Record<string, unknown>) => {
    const answer = await api.graphql<{ casesByStatus: { totalCount: number } }>(TOTAL, variables, {
      token: org.users[name].token,
    });
    return answer.data?.casesByStatus.totalCount;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('follow every insert, status change, archiving and deletion in the same transaction', async () => {
    await org.insertCase({ submitter: 'Pat' });
    const assigned = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Worker' });
    const decided = await org.insertCase({ submitter: 'Pat', status: 'APPROVED', assignedTo: 'Worker' });
    const gone = await org.insertCase({ submitter: 'Pat', status: 'REJECTED' });
    expect(await kept()).toEqual([
      { status: 'APPROVED', is_archived: false, case_count: 1 },
      { status: 'ASSIGNED', is_archived: false, case_count: 1 },
      { status: 'OPEN', is_archived: false, case_count: 1 },
      { status: 'REJECTED', is_archived: false, case_count: 1 },
    ]);

    const moved = await api.graphql<{ changeCaseStatus: { success: boolean } }>(
      CHANGE_STATUS,
      { caseId: assigned, status: 'IN_PROGRESS' },
      { token: org.users.Worker.token },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.changeCaseStatus.success).toBe(true);
    const archived = await api.graphql<{ archiveCase: { success: boolean } }>(
      ARCHIVE,
      { caseId: decided, reason: 'Accommodation in place' },
      { token: org.users.Support.token },
    );
    expect(archived.errors).toBeUndefined();
    expect(archived.data?.archiveCase.success).toBe(true);
    await org.query('DELETE FROM case_record WHERE id = $1', [gone]);
    // A change rolled back leaves the counts as they were.
    await org.query(`DO $$ BEGIN
      UPDATE case_record SET status = 'REJECTED' WHERE id = '${assigned}';
      RAISE EXCEPTION 'roll back';
    EXCEPTION WHEN raise_exception THEN NULL; END $$`);

    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual([
      { status: 'APPROVED', is_archived: true, case_count: 1 },
      { status: 'IN_PROGRESS', is_archived: false, case_count: 1 },
      { status: 'OPEN', is_archived: false, case_count: 1 },
    ]);
  });

  it('give the totals of lists every case counts in, and count the rows where other filters apply', async () => {
    await org.insertCase({ submitter: 'Pat', status: 'OPEN' });
    await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Worker' });
    expect(await totalFor('Admin', { statuses: ['OPEN', 'ASSIGNED', 'IN_PROGRESS'], isArchived: false })).toBe(4);
    expect(await totalFor('Admin', { statuses: ['APPROVED'], isArchived: true })).toBe(1);
    expect(await totalFor('Admin', { statuses: ['APPROVED'], isArchived: false })).toBe(0);
    expect(await totalFor('Admin', {})).toBe(5);
    // Narrower reach or filters count the rows: the caseworker's own cases, the admin's assigned ones.
    expect(await totalFor('Worker', { statuses: ['OPEN', 'ASSIGNED', 'IN_PROGRESS'] })).toBe(2);
    expect(await totalFor('Admin', { isAssignee: true })).toBe(0);
    const metadata = await api.graphql<{ casesMetadata: Record<string, number> }>(METADATA, undefined, {
      token: org.users.Admin.token,
    });
    expect(metadata.data?.casesMetadata).toEqual({
      new: 2,
      notConfirmed: 1,
      inProgress: 1,
      approved: 0,
      approvedClosed: 1,
      deniedClosed: 0,
    });
  });

  it('stay exact while several connections move cases at once, in opposite directions', async () => {
    const cases = await Promise.all(
      ['OPEN', 'ASSIGNED', 'OPEN', 'ASSIGNED'].map((status) =>
        org.insertCase({ submitter: 'Pat', status, assignedTo: status === 'ASSIGNED' ? 'Worker' : undefined }),
      ),
    );
    const before = await kept();
    const connections = await Promise.all(
      cases.map(async () => {
        const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
        await client.connect();
        return client;
      }),
    );
    try {
      // Each connection flips its own case 20 times (an even number: every case ends where it started).
      await Promise.all(
        connections.map(async (client, index) => {
          for (let flip = 0; flip < 20; flip += 1) {
            await client.query(
              `UPDATE case_record SET status = CASE status WHEN 'OPEN' THEN 'ASSIGNED' ELSE 'OPEN' END WHERE id = $1`,
              [cases[index]],
            );
          }
        }),
      );
    } finally {
      await Promise.all(connections.map((client) => client.end()));
    }
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual(before);
  });
});
