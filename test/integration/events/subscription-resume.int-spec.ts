import { Role } from '#access';
import { type CaseActivityType, isVisibleToEmployee } from '#events';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { subscribe, wsClient } from '#test/ws-client';

const RESUMING =
  'subscription($caseId: ID!, $after: ID) { caseActivityAdded(caseId: $caseId, after: $after) { id type } }';
type Entry = { caseActivityAdded: { id: string; type: string } };

/**
 * A client that was away (a dropped connection, an api restart) subscribes again with the last entry it
 * has and gets what it missed first, then live entries; access applies to the missed ones too.
 */
describe('resuming a case subscription after the last entry seen', () => {
  let api: TestApi;
  // A case of its own: other files add entries to the demo cases in parallel.
  let org: ScratchOrganization;
  let caseId: string;
  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ caseworker: Role.CASEWORKER, employee: Role.USER });
    caseId = await org.insertCase({ submitter: 'employee', assignedTo: 'caseworker', status: 'IN_PROGRESS' });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  const latestEntryId = async () => {
    const [row] = await org.query<{ id: string }>(
      'SELECT id FROM case_activity WHERE case_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [caseId],
    );
    return row.id;
  };
  const comment = async (text: string) => {
    const result = await api.graphql<{ addCaseComment: { success: boolean } }>(
      'mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) { success } }',
      { caseId: caseId, text },
      { token: org.users.caseworker.token },
    );
    expect(result.data?.addCaseComment.success).toBe(true);
    return latestEntryId();
  };
  const note = async (text: string) => {
    const result = await api.graphql<{ addCaseNote: { success: boolean } }>(
      'mutation($caseId: ID!, $text: String!) { addCaseNote(caseId: $caseId, text: $text) { success } }',
      { caseId: caseId, text },
      { token: org.users.caseworker.token },
    );
    expect(result.data?.addCaseNote.success).toBe(true);
    return latestEntryId();
  };

  it('delivers the entries missed since, in order, then live ones; the employee misses no comment and sees no note', async () => {
    const lastSeen = await comment('Before the connection dropped');
    await comment('While the employee was away');
    await note('Internal: while the employee was away');
    await comment('Still away');
    const missed = await org.query<{ id: string; type: CaseActivityType }>(
      `SELECT a.id, a.type FROM case_activity a, case_activity seen
        WHERE seen.id = $2 AND a.case_id = $1 AND (a.created_at, a.id) > (seen.created_at, seen.id)
        ORDER BY a.created_at, a.id`,
      [caseId, lastSeen],
    );
    expect(missed.map((entry) => entry.type)).toEqual(expect.arrayContaining(['ADD_COMMENT', 'ADD_NOTE']));
    const forEmployee = missed.filter((entry) => isVisibleToEmployee(entry.type));
    expect(forEmployee.map((entry) => entry.type)).not.toContain('ADD_NOTE');

    const employee = wsClient(api.url, org.users.employee.token);
    const staff = wsClient(api.url, org.users.caseworker.token);
    const employeeEntries = subscribe<Entry>(employee, RESUMING, { caseId, after: lastSeen });
    const staffEntries = subscribe<Entry>(staff, RESUMING, { caseId, after: lastSeen });
    const take = async (subscription: typeof staffEntries, count: number) => {
      const taken: Entry['caseActivityAdded'][] = [];
      for (let index = 0; index < count; index += 1) taken.push((await subscription.next()).caseActivityAdded);
      return taken;
    };
    try {
      expect(await take(staffEntries, missed.length)).toEqual(missed);
      expect(await take(employeeEntries, forEmployee.length)).toEqual(forEmployee);

      const live = await comment('Back again');
      expect((await employeeEntries.next()).caseActivityAdded.id).toBe(live);
      expect((await staffEntries.next()).caseActivityAdded.id).toBe(live);
    } finally {
      employeeEntries.dispose();
      staffEntries.dispose();
      await employee.dispose();
      await staff.dispose();
    }
  });

  it('refuses a resume point that is no entry of the case, as bad input', async () => {
    const client = wsClient(api.url, org.users.caseworker.token);
    const entries = subscribe<Entry>(client, RESUMING, {
      caseId: caseId,
      after: '00000000-0000-4000-8000-000000000000',
    });
    try {
      const errors = (await entries.error()) as { message: string; extensions?: { code?: string } }[];
      expect(errors[0]).toMatchObject({
        message: 'after: no timeline entry of this case has this id',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      entries.dispose();
      await client.dispose();
    }
  });
});
