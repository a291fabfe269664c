import { Role } from '#access';
import { QueueName } from '#events';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { uploadAs } from '#test/uploads';

const ADD = `mutation($decision: CaseDecisionInput!, $filePath: String) { addCaseDecision(decision: $decision, filePath: $filePath) {
  decision { id isApproved isIndefinite startDate endDate cost hasAttachment } } }`;
const UPDATE = `mutation($id: ID!, $isIndefinite: Boolean!, $startDate: String!, $endDate: String) {
  updateCaseDecision(caseDecisionId: $id, isIndefinite: $isIndefinite, startDate: $startDate, endDate: $endDate) {
    decision { isIndefinite startDate endDate } } }`;
const DELETE = 'mutation($id: ID!) { deleteCaseDecision(caseDecisionId: $id) { success } }';
const CASE = 'query($id: ID!) { caseById(caseId: $id) { status decisions { id cost decisionText } } }';

type Answer = {
  data?: Record<string, { decision: Record<string, unknown> & { id: string } }> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('decisions', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = (name: string, query: string, variables: Record<string, unknown>): Promise<Answer> =>
    api.graphql(query, variables, { token: org.users[name].token });
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0].extensions?.code,
    message: answer.errors?.[0].message,
  });
  const activityTypes = async (caseId: string) =>
    await org.query<{ type: string; id: string }>(
      'SELECT id, type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id',
      [caseId],
    );
  const approved = (caseId: string, extra: Record<string, unknown> = {}) => ({
    decision: { caseId, isApproved: true, startDate: '2026-12-01', endDate: '2027-05-31', cost: 250, ...extra },
  });

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER, Pat: Role.USER });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('decides a case in progress, raises DECISION_ADDED once, and shows the employee the outcome without its cost', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const letter = await uploadAs(api, org.users.Worker.token, 'decision-letter.pdf');
    const answer = await as('Worker', ADD, { ...approved(caseId), filePath: letter });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addCaseDecision.decision).toMatchObject({
      isApproved: true,
      startDate: '2026-12-01',
      endDate: '2027-05-31',
      cost: 250,
      hasAttachment: true,
    });
    const activities = await activityTypes(caseId);
    expect(activities.map((entry) => entry.type)).toEqual(['ADD_DECISION']);
    const job = await queueOf(api.app, QueueName.workflow).getJob(activities[0].id);
    expect(job?.data).toMatchObject({ caseId, activityId: activities[0].id });

    const employee = await api.graphql<{ caseById: { status: string; decisions: { cost: number | null }[] } }>(
      CASE,
      { id: caseId },
      { token: org.users.Pat.token },
    );
    expect(employee.data?.caseById).toMatchObject({ status: 'APPROVED', decisions: [{ cost: null }] });
    // Decided: a second outcome needs the case back in progress first.
    expect(refusal(await as('Worker', ADD, approved(caseId))).code).toBe('ILLEGAL_STATE');
  });

  it("never changes a decision letter's bytes once it is registered: its upload URL is spent", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const signed = await api.graphql<{ createUploadUrl: { url: string; path: string } }>(
      'mutation { createUploadUrl(target: PERSONAL, fileName: "letter.pdf", contentType: "application/pdf") { url path } }',
      {},
      { token: org.users.Worker.token },
    );
    const { url, path } = signed.data!.createUploadUrl;
    const putTo = (body: string) =>
      fetch(api.url + new URL(url).pathname + new URL(url).search, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body,
      });
    expect((await putTo('%PDF-1.4 the letter')).status).toBe(201);
    expect((await as('Worker', ADD, { ...approved(caseId), filePath: path })).errors).toBeUndefined();
    expect((await putTo('%PDF-1.4 another letter')).status).toBe(412);
    const [{ attachment_path: stored }] = await org.query<{ attachment_path: string }>(
      'SELECT attachment_path FROM case_decision WHERE case_id = $1',
      [caseId],
    );
    expect(stored).toBe(path);
    const kept = await api.app.get<StorageDriver>(STORAGE_DRIVER).getObject(path);
    expect(kept?.bytes.toString()).toBe('%PDF-1.4 the letter');
  });

  it('refuses employees with the spec message, bad dates and foreign letters, writing nothing', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect(refusal(await as('Pat', ADD, approved(caseId)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a case worker can decide the outcome of this case',
    });
    const backwards = await as('Worker', ADD, approved(caseId, { startDate: '2027-01-02', endDate: '2027-01-01' }));
    expect(refusal(backwards)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'endDate: must be on or after the start date',
    });
    expect(refusal(await as('Worker', ADD, approved(caseId, { endDate: null }))).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Worker', ADD, approved(caseId, { startDate: '2027-02-30' }))).code).toBe('BAD_USER_INPUT');
    const foreign = await as('Worker', ADD, {
      ...approved(caseId),
      filePath: await uploadAs(api, org.users.Admin.token, 'x.pdf'),
    });
    expect(refusal(foreign)).toEqual({ code: 'BAD_USER_INPUT', message: 'filePath: not one of your uploaded files' });
    const neverUploaded = await as('Worker', ADD, {
      ...approved(caseId),
      filePath: `personal/${org.users.Worker.id}/0123456789abcdef01234567-letter.pdf`,
    });
    expect(refusal(neverUploaded)).toEqual({ code: 'BAD_USER_INPUT', message: 'filePath: nothing was uploaded there' });
    // Medication belongs to partner organizations.
    expect(refusal(await as('Worker', ADD, approved(caseId, { medicine: 'Semaglutide' }))).code).toBe('BAD_USER_INPUT');
    const assigned = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Worker' });
    expect(refusal(await as('Worker', ADD, approved(assigned))).code).toBe('ILLEGAL_STATE');
    const archived = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', isArchived: true });
    expect(refusal(await as('Admin', ADD, approved(archived))).code).toBe('ILLEGAL_STATE');
    for (const id of [caseId, assigned, archived]) expect(await activityTypes(id)).toEqual([]);
    const [row] = await org.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM case_decision WHERE case_id = ANY($1)',
      [[caseId, assigned, archived]],
    );
    expect(row.n).toBe(0);
  });

  it('updates the dates (all three required) and deletes, sending the case back to work', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const { id } = (await as('Worker', ADD, approved(caseId))).data!.addCaseDecision.decision;
    const indefinite = await as('Worker', UPDATE, { id, isIndefinite: true, startDate: '2026-12-15' });
    expect(indefinite.data?.updateCaseDecision.decision).toEqual({
      isIndefinite: true,
      startDate: '2026-12-15',
      endDate: null,
    });
    const missingStart = await api.graphql(
      'mutation($id: ID!) { updateCaseDecision(caseDecisionId: $id, isIndefinite: false) { success } }',
      { id },
      { token: org.users.Worker.token },
    );
    expect(missingStart.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Pat', DELETE, { id })).code).toBe('FORBIDDEN');
    expect((await as('Worker', DELETE, { id })).errors).toBeUndefined();
    const after = await api.graphql<{ caseById: { status: string; decisions: unknown[] } }>(
      CASE,
      { id: caseId },
      { token: org.users.Worker.token },
    );
    expect(after.data?.caseById).toEqual({ status: 'IN_PROGRESS', decisions: [] });
    expect((await activityTypes(caseId)).map((entry) => entry.type)).toEqual([
      'ADD_DECISION',
      'TEXT_INFO',
      'DECISION_DELETED',
    ]);
  });
});
