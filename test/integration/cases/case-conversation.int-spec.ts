import { Role } from '#access';
import { CaseActivityType } from '#events';
import { asProbe, probeSender } from '#test/live-probes';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { subscribe, wsClient } from '#test/ws-client';

const ADD_COMMENT = `mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) {
  comment { id isAcknowledged possiblyMentionsAttachment author { id } } } }`;
const ACK_COMMENT = 'mutation($id: ID!) { acknowledgeCaseComment(commentId: $id) { comment { id isAcknowledged } } }';
const DELETE_COMMENT = 'mutation($id: ID!) { deleteCaseComment(commentId: $id) { success } }';
const ADD_NOTE = `mutation($caseId: ID!, $text: String!, $tags: [ID!]) { addCaseNote(caseId: $caseId, text: $text, taggedUserIds: $tags) {
  note { id isAcknowledged taggedUsers { id } } } }`;
const ACK_NOTE = 'mutation($id: ID!) { acknowledgeCaseNote(noteId: $id) { note { isAcknowledged } } }';
const CASE = `query($id: ID!) { caseById(caseId: $id) {
  unacknowledgedCommentCount unacknowledgedNoteCount earliestUnacknowledgedAt
  comments { id text } notes { id text } activity { type } } }`;

type Answer = {
  data?: Record<string, Record<string, Record<string, unknown>>> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('comments and internal notes', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = (name: string, query: string, variables: Record<string, unknown>): Promise<Answer> =>
    api.graphql(query, variables, { token: org.users[name].token });
  const ok = (answer: Answer) => {
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data!)[0];
  };
  const code = (answer: Answer) => answer.errors?.[0].extensions?.code;
  const caseSeenBy = async (name: string, caseId: string) =>
    ok(await as(name, CASE, { id: caseId })) as unknown as {
      unacknowledgedCommentCount: number | null;
      unacknowledgedNoteCount: number | null;
      earliestUnacknowledgedAt: string | null;
      comments: { id: string; text: string }[];
      notes: { id: string }[];
      activity: { type: string }[];
    };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Lee: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it("counts the employee's comments until the team acknowledges them", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect(code(await as('Pat', ADD_COMMENT, { caseId, text: '   ' }))).toBe('BAD_USER_INPUT');
    const fromEmployee = ok(
      await as('Pat', ADD_COMMENT, { caseId, text: 'I attached the note from my doctor' }),
    ).comment;
    expect(fromEmployee).toMatchObject({ isAcknowledged: false, possiblyMentionsAttachment: true });
    const fromStaff = ok(await as('Worker', ADD_COMMENT, { caseId, text: 'Thanks, we will look at it' })).comment;
    expect(fromStaff).toMatchObject({ isAcknowledged: true, possiblyMentionsAttachment: false });
    let seen = await caseSeenBy('Worker', caseId);
    expect(seen).toMatchObject({ unacknowledgedCommentCount: 1, unacknowledgedNoteCount: 0 });
    expect(seen.earliestUnacknowledgedAt).not.toBeNull();

    expect((await as('Pat', ACK_COMMENT, { id: fromEmployee.id })).errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(ok(await as('Worker', ACK_COMMENT, { id: fromEmployee.id })).comment).toMatchObject({
      isAcknowledged: true,
    });
    expect(code(await as('Worker', ACK_COMMENT, { id: fromEmployee.id }))).toBe('ILLEGAL_STATE');
    seen = await caseSeenBy('Worker', caseId);
    expect(seen).toMatchObject({ unacknowledgedCommentCount: 0, earliestUnacknowledgedAt: null });
    expect(seen.activity.map((entry) => entry.type)).toEqual(['ADD_COMMENT', 'ADD_COMMENT', 'COMMENT_ACKNOWLEDGED']);
  });

  it("lets only the author or a CV Admin delete a comment; another employee's case does not exist", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const comment = ok(await as('Pat', ADD_COMMENT, { caseId, text: 'Can we talk on Monday?' })).comment;
    expect((await as('Worker', DELETE_COMMENT, { id: comment.id })).errors?.[0]).toMatchObject({
      message: 'Only the author of a comment can delete it',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await as('Lee', ADD_COMMENT, { caseId, text: 'Hello' }))).toBe('NOT_FOUND');
    expect(code(await as('Lee', DELETE_COMMENT, { id: comment.id }))).toBe('NOT_FOUND');
    ok(await as('Pat', DELETE_COMMENT, { id: comment.id }));
    expect(await caseSeenBy('Worker', caseId)).toMatchObject({ unacknowledgedCommentCount: 0, comments: [] });

    const staffComment = ok(await as('Worker', ADD_COMMENT, { caseId, text: 'Sent the form' })).comment;
    const byCvadmin = await api.graphql(
      DELETE_COMMENT,
      { id: staffComment.id },
      {
        token: await tokenFor('cvadmin'),
        organizationId: org.id,
      },
    );
    expect(byCvadmin.errors).toBeUndefined();
  });

  it('tells a tagged colleague at once, and nobody else', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const TAGGED = 'subscription { taggedInNote { caseId activityType occurredAt } }';
    type Tagged = { taggedInNote: { caseId: string; activityType: string; occurredAt: string } };
    const taggedProbes = { probeKey: (value: Tagged) => asProbe(value.taggedInNote.occurredAt) };
    // A probe is a note on the case tagging just the one it is sent to.
    const probeFor = (name: string) =>
      probeSender(api, {
        organizationId: org.id,
        caseId,
        type: CaseActivityType.ADD_NOTE,
        payload: { taggedUserIds: [org.users[name].id] },
      });
    const adminClient = wsClient(api.url, org.users.Admin.token);
    const workerClient = wsClient(api.url, org.users.Worker.token);
    const admin = subscribe<Tagged>(adminClient, TAGGED, {}, taggedProbes);
    const worker = subscribe<Tagged>(workerClient, TAGGED, {}, taggedProbes);
    await admin.live(probeFor('Admin'));
    await worker.live(probeFor('Worker'));
    ok(await as('Worker', ADD_NOTE, { caseId, text: 'Can you approve the budget?', tags: [org.users.Admin.id] }));
    expect((await admin.next()).taggedInNote).toMatchObject({ caseId, activityType: 'ADD_NOTE' });
    expect(await worker.receivedBefore(probeFor('Worker'))).toEqual([]);
    admin.dispose();
    worker.dispose();
    await adminClient.dispose();
    await workerClient.dispose();
    const refused = wsClient(api.url, org.users.Pat.token);
    expect(JSON.stringify(await subscribe(refused, TAGGED, {}).error())).toContain('FORBIDDEN');
    await refused.dispose();
  });

  it('keeps internal notes from the employee everywhere, and counts tagged notes until acknowledged', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect((await as('Pat', ADD_NOTE, { caseId, text: 'Mine' })).errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await as('Worker', ADD_NOTE, { caseId, text: 'Tagging the employee', tags: [org.users.Pat.id] }))).toBe(
      'BAD_USER_INPUT',
    );

    const employeeClient = wsClient(api.url, org.users.Pat.token);
    const employeeTimeline = subscribe<{ caseActivityAdded: { type: string; createdAt: string } }>(
      employeeClient,
      'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { type createdAt } }',
      { caseId },
      { probeKey: (value) => asProbe(value.caseActivityAdded.createdAt) },
    );
    // A probe is a comment, which the employee sees.
    const probe = probeSender(api, { organizationId: org.id, caseId });
    await employeeTimeline.live(probe);
    const note = ok(
      await as('Worker', ADD_NOTE, { caseId, text: 'Check the restrictions with HR', tags: [org.users.Admin.id] }),
    ).note;
    expect(note).toMatchObject({ isAcknowledged: false, taggedUsers: [{ id: org.users.Admin.id }] });
    await as('Worker', ADD_COMMENT, { caseId, text: 'We are reviewing your request' });
    expect((await employeeTimeline.receivedBefore(probe)).map((item) => item.caseActivityAdded.type)).toEqual([
      'ADD_COMMENT',
    ]);
    employeeTimeline.dispose();
    await employeeClient.dispose();

    const employeeView = await caseSeenBy('Pat', caseId);
    expect(employeeView).toMatchObject({ notes: [], unacknowledgedNoteCount: null, earliestUnacknowledgedAt: null });
    expect(employeeView.activity.map((entry) => entry.type)).toEqual(['ADD_COMMENT']);
    expect(JSON.stringify(employeeView)).not.toContain('Check the restrictions');

    expect(await caseSeenBy('Admin', caseId)).toMatchObject({ unacknowledgedNoteCount: 1 });
    expect(ok(await as('Admin', ACK_NOTE, { id: note.id })).note).toEqual({ isAcknowledged: true });
    expect(await caseSeenBy('Admin', caseId)).toMatchObject({ unacknowledgedNoteCount: 0 });
  });
});
