import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const ADD = `mutation($caseId: ID!, $content: String!, $wide: Boolean) {
  addCaseSupportNote(caseId: $caseId, content: $content, isOrganizationWide: $wide) { supportNote { id isCompleted } } }`;
const UPDATE = `mutation($id: ID!, $isCompleted: Boolean, $content: String) {
  updateCaseSupportNote(supportNoteId: $id, isCompleted: $isCompleted, content: $content) { supportNote { isCompleted completedAt content } } }`;
const LIST = 'query($caseId: ID!) { allCaseSupportNotes(caseId: $caseId) { id content caseId isOrganizationWide } }';
const ADD_FMLA = `mutation($userId: ID!, $taken: Float!, $missed: Float!) {
  addFmlaHours(userId: $userId, fmlaHoursTaken: $taken, workHoursMissed: $missed) { fmlaHours { fmlaHoursTaken workHoursMissed createdBy } } }`;
const FMLA = 'query($userId: ID!) { fmlaHoursByUserId(userId: $userId) { fmlaHoursTaken workHoursMissed } }';

type Answer<T = unknown> = {
  data?: Record<string, T> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('support notes and FMLA hours', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = <T = unknown>(name: string, query: string, variables: Record<string, unknown>): Promise<Answer<T>> =>
    api.graphql(query, variables, { token: org.users[name].token });
  type Note = { supportNote: { id: string; isCompleted: boolean; completedAt: string | null } };
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0].extensions?.code,
    message: answer.errors?.[0].message,
  });

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER, Pat: Role.USER });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('keeps support notes for staff; organization-wide ones show on every case; completing is its own entry', async () => {
    const first = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const second = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect(refusal(await as('Pat', ADD, { caseId: first, content: 'x' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a case worker can manage this case',
    });
    expect(refusal(await as('Worker', ADD, { caseId: first, content: '  ' })).code).toBe('BAD_USER_INPUT');
    const own = (await as<Note>('Worker', ADD, { caseId: first, content: 'Call back on Friday' })).data!
      .addCaseSupportNote.supportNote;
    await as('Admin', ADD, { caseId: first, content: 'Pharmacy closed on holidays', wide: true });
    const onSecond = (await as<{ content: string }[]>('Worker', LIST, { caseId: second })).data!.allCaseSupportNotes;
    expect(onSecond.map((note) => note.content)).toEqual(['Pharmacy closed on holidays']);
    expect((await as<unknown[]>('Worker', LIST, { caseId: first })).data!.allCaseSupportNotes).toHaveLength(2);
    expect(refusal(await as('Pat', LIST, { caseId: first })).code).toBe('FORBIDDEN');

    const completed = (await as<Note>('Worker', UPDATE, { id: own.id, isCompleted: true })).data!.updateCaseSupportNote
      .supportNote;
    expect(completed.isCompleted).toBe(true);
    expect(completed.completedAt).not.toBeNull();
    expect(refusal(await as('Worker', UPDATE, { id: own.id, isCompleted: true })).code).toBe('ILLEGAL_STATE');
    await as('Worker', UPDATE, { id: own.id, content: 'Called back' });
    const types = await org.query<{ type: string }>(
      'SELECT type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id',
      [first],
    );
    expect(types.map((row) => row.type)).toEqual([
      'SUPPORT_NOTE_ADDED',
      'SUPPORT_NOTE_ADDED',
      'SUPPORT_NOTE_COMPLETED',
      'SUPPORT_NOTE_UPDATED',
    ]);
  });

  it("records an employee's FMLA hours by case workers only, read by the organization's staff", async () => {
    const employee = org.users.Pat.id;
    expect(refusal(await as('Pat', ADD_FMLA, { userId: employee, taken: 4, missed: 4 }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to update FMLA hours',
    });
    expect(refusal(await as('Worker', ADD_FMLA, { userId: employee, taken: -1, missed: 0 })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(refusal(await as('Worker', ADD_FMLA, { userId: org.users.Admin.id, taken: 1, missed: 1 })).code).toBe(
      'NOT_FOUND',
    );
    const added = (await as<{ fmlaHours: unknown }>('Worker', ADD_FMLA, { userId: employee, taken: 6.5, missed: 8 }))
      .data!.addFmlaHours.fmlaHours;
    expect(added).toEqual({ fmlaHoursTaken: 6.5, workHoursMissed: 8, createdBy: org.users.Worker.id });
    expect((await as<unknown[]>('Admin', FMLA, { userId: employee })).data!.fmlaHoursByUserId).toEqual([
      { fmlaHoursTaken: 6.5, workHoursMissed: 8 },
    ]);
    expect(refusal(await as('Pat', FMLA, { userId: employee })).code).toBe('FORBIDDEN');
  });
});
