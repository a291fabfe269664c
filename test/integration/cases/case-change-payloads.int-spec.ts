import { Role, TpaSubRole } from '#access';
import { isVisibleToEmployee } from '#events';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

/**
 * Every change to a case answers the changed object and the timeline entries it recorded, as the caller
 * sees them: the browser writes them into its cache instead of reloading the case.
 */
const RECORDED = 'success message activity { id type caseId actor { id } } activities { id type caseId }';
const op = (name: string, args: string, call: string, changed: string) =>
  `mutation(${args}) { ${name}(${call}) { ${RECORDED} ${changed} } }`;
const CASE = 'case { id status isArchived isEscalated }';
const M = {
  addComment: op(
    'addCaseComment',
    '$caseId: ID!, $text: String!',
    'caseId: $caseId, text: $text',
    'comment { id text }',
  ),
  ackComment: op(
    'acknowledgeCaseComment',
    '$id: ID!',
    'commentId: $id',
    'comment { id isAcknowledged } case { id unacknowledgedCommentCount }',
  ),
  deleteComment: op('deleteCaseComment', '$id: ID!', 'commentId: $id', 'comment { id }'),
  addNote: op(
    'addCaseNote',
    '$caseId: ID!, $text: String!, $tags: [ID!]',
    'caseId: $caseId, text: $text, taggedUserIds: $tags',
    'note { id text }',
  ),
  ackNote: op(
    'acknowledgeCaseNote',
    '$id: ID!',
    'noteId: $id',
    'note { id isAcknowledged } case { id unacknowledgedNoteCount }',
  ),
  addDecision: op(
    'addCaseDecision',
    '$decision: CaseDecisionInput!',
    'decision: $decision',
    `decision { id } case { id status decisions { id } }`,
  ),
  updateDecision: op(
    'updateCaseDecision',
    '$id: ID!, $startDate: String!',
    'caseDecisionId: $id, isIndefinite: true, startDate: $startDate',
    'decision { id isIndefinite } case { id decisions { id isIndefinite } }',
  ),
  deleteDecision: op(
    'deleteCaseDecision',
    '$id: ID!',
    'caseDecisionId: $id',
    'decision { id } case { id status decisions { id } }',
  ),
  assign: op('assignCase', '$caseId: ID!, $userId: ID!', 'caseId: $caseId, userId: $userId', CASE),
  accept: op('acceptCase', '$caseId: ID!', 'caseId: $caseId', CASE),
  team: op('assignUserToCase', '$caseId: ID!, $userIds: [ID!]!', 'caseId: $caseId, userIds: $userIds', CASE),
  unteam: op('unassignUserFromCase', '$caseId: ID!, $userId: ID!', 'caseId: $caseId, userId: $userId', CASE),
  hrRep: op('assignCaseHrRep', '$caseId: ID!, $userId: ID!', 'caseId: $caseId, userId: $userId', CASE),
  unHrRep: op('unassignCaseHrRep', '$caseId: ID!', 'caseId: $caseId', CASE),
  update: op('updateCase', '$caseId: ID!, $input: UpdateCaseInput!', 'caseId: $caseId, input: $input', CASE),
  escalate: op(
    'escalateCase',
    '$caseId: ID!, $reasons: [String!]!',
    'caseId: $caseId, category: CLINICAL_ESCALATION, reasons: $reasons',
    `${CASE.slice(0, -2)} escalations { id } }`,
  ),
  addEscalation: op(
    'addCaseEscalation',
    '$caseId: ID!, $reasons: [String!]!',
    'caseId: $caseId, category: SUPPORT_ESCALATION, reasons: $reasons',
    `${CASE.slice(0, -2)} escalations { id } }`,
  ),
  updateEscalation: op(
    'updateCaseEscalation',
    '$id: ID!, $reasons: [String!]!',
    'escalationId: $id, category: SUPPORT_ESCALATION, reasons: $reasons',
    CASE,
  ),
  removeEscalation: op('removeCaseEscalation', '$id: ID!', 'escalationId: $id', CASE),
  deEscalate: op('deEscalateCase', '$caseId: ID!', 'caseId: $caseId', CASE),
  archive: op('archiveCase', '$caseId: ID!, $reason: String!', 'caseId: $caseId, reason: $reason, force: true', CASE),
  unassign: op('unassignCase', '$caseId: ID!', 'caseId: $caseId', CASE),
  uploadUrl: `mutation($fileName: String!) { createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "application/pdf") { url path } }`,
  uploadFile: op(
    'uploadFile',
    '$caseId: ID!, $filePath: String!',
    'caseId: $caseId, filePath: $filePath',
    'attachment { id }',
  ),
  uploadMany: op(
    'uploadMultipleFiles',
    '$caseId: ID!, $attachments: [CaseAttachmentInput!]!',
    'caseId: $caseId, attachments: $attachments',
    'attachments { id }',
  ),
  deleteAttachment: op('deleteCaseAttachment', '$id: ID!', 'attachmentId: $id', 'attachment { id }'),
};

type Entry = { id: string; type: string; caseId: string; actor?: { id: string } | null };
type Payload = Record<string, unknown> & {
  success: boolean;
  activity: Entry | null;
  activities: Entry[];
};

describe('what a change to a case answers', () => {
  let api: TestApi;
  let org: ScratchOrganization;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Helper: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  /** The case's timeline entries, oldest first. */
  const entries = (caseId: string) =>
    org.query<{ id: string; type: string }>(
      'SELECT id, type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id',
      [caseId],
    );

  /**
   * Runs one change and checks its answer: the entries it recorded (those the caller may see), in order,
   * the first as `activity`, each on this case and by this caller. Answers the payload.
   */
  const change = async (
    name: string,
    mutation: string,
    variables: Record<string, unknown>,
    caseId: string,
    expectedTypes?: string[],
  ): Promise<Payload> => {
    const before = new Set((await entries(caseId)).map((entry) => entry.id));
    const answer = await api.graphql<Record<string, Payload>>(mutation, variables, { token: org.users[name].token });
    if (answer.errors) throw new Error(`${mutation}: ${JSON.stringify(answer.errors)}`);
    const payload = Object.values(answer.data!)[0];
    const recorded = (await entries(caseId)).filter((entry) => !before.has(entry.id));
    expect(payload.success).toBe(true);
    expect(payload.activities.length).toBeGreaterThan(0);
    if (expectedTypes) expect(payload.activities.map((entry) => entry.type)).toEqual(expectedTypes);
    // Staff see every entry the change recorded; an employee those its timeline shows.
    const visible = name === 'Pat' ? recorded.filter((entry) => isVisibleToEmployee(entry.type)) : recorded;
    expect(payload.activities.map((entry) => entry.id)).toEqual(visible.map((entry) => entry.id));
    expect(payload.activities.every((entry) => entry.caseId === caseId)).toBe(true);
    expect(payload.activity).toMatchObject({ ...payload.activities[0], actor: { id: org.users[name].id } });
    return payload;
  };
  const uploaded = async (name: string, fileName: string) => {
    const answer = await api.graphql<{ createUploadUrl: { url: string; path: string } }>(
      M.uploadUrl,
      { fileName },
      { token: org.users[name].token },
    );
    const { url, path } = answer.data!.createUploadUrl;
    const put = await fetch(api.url + new URL(url).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 scan',
    });
    expect(put.ok).toBe(true);
    return path;
  };

  it('comments, internal notes and decisions answer the changed object, its timeline entry and the case', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const comment = (await change('Pat', M.addComment, { caseId, text: 'Hello' }, caseId, ['ADD_COMMENT'])).comment as {
      id: string;
      text: string;
    };
    expect(comment.text).toBe('Hello');
    const acknowledged = await change('Worker', M.ackComment, { id: comment.id }, caseId, ['COMMENT_ACKNOWLEDGED']);
    expect(acknowledged.case).toEqual({ id: caseId, unacknowledgedCommentCount: 0 });
    await change('Pat', M.deleteComment, { id: comment.id }, caseId, ['DELETE_COMMENT']);

    const note = (
      await change('Admin', M.addNote, { caseId, text: 'Check payroll', tags: [org.users.Worker.id] }, caseId, [
        'ADD_NOTE',
      ])
    ).note as { id: string };
    const noteSeen = await change('Worker', M.ackNote, { id: note.id }, caseId, ['NOTE_ACKNOWLEDGED']);
    expect(noteSeen.case).toEqual({ id: caseId, unacknowledgedNoteCount: 0 });

    const decided = await change(
      'Worker',
      M.addDecision,
      { decision: { caseId, isApproved: true, startDate: '2026-12-01', endDate: '2027-05-31' } },
      caseId,
      ['ADD_DECISION'],
    );
    const decisionId = (decided.decision as { id: string }).id;
    expect(decided.case).toEqual({ id: caseId, status: 'APPROVED', decisions: [{ id: decisionId }] });
    const redated = await change('Worker', M.updateDecision, { id: decisionId, startDate: '2026-12-02' }, caseId, [
      'TEXT_INFO',
    ]);
    expect(redated.case).toEqual({ id: caseId, decisions: [{ id: decisionId, isIndefinite: true }] });
    const removed = await change('Worker', M.deleteDecision, { id: decisionId }, caseId, ['DECISION_DELETED']);
    expect(removed.case).toMatchObject({ id: caseId, decisions: [] });
  });

  it('files answer their timeline entries', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const one = await change('Pat', M.uploadFile, { caseId, filePath: await uploaded('Pat', 'a.pdf') }, caseId, [
      'ADD_ATTACHMENT',
    ]);
    const many = await change(
      'Worker',
      M.uploadMany,
      {
        caseId,
        attachments: [{ filePath: await uploaded('Worker', 'b.pdf') }, { filePath: await uploaded('Worker', 'c.pdf') }],
      },
      caseId,
      ['ADD_ATTACHMENT', 'ADD_ATTACHMENT'],
    );
    expect(many.attachments).toHaveLength(2);
    await change('Admin', M.deleteAttachment, { id: (one.attachment as { id: string }).id }, caseId, [
      'DELETE_ATTACHMENT',
    ]);
  });

  it('moving a case answers the case and the entries of the move', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat' });
    const { Worker, Helper, Manager } = org.users;
    const assigned = await change('Admin', M.assign, { caseId, userId: Worker.id }, caseId, ['ADD_CASE_ASSIGNEE']);
    expect(assigned.case).toMatchObject({ id: caseId, status: 'ASSIGNED' });
    const accepted = await change('Worker', M.accept, { caseId }, caseId, ['CHANGE_STATUS']);
    expect(accepted.case).toMatchObject({ status: 'IN_PROGRESS' });
    await change('Admin', M.team, { caseId, userIds: [Helper.id] }, caseId);
    await change('Admin', M.unteam, { caseId, userId: Helper.id }, caseId);
    await change('Admin', M.hrRep, { caseId, userId: Manager.id }, caseId);
    await change('Admin', M.unHrRep, { caseId }, caseId);
    await change('Support', M.update, { caseId, input: { title: 'Standing desk' } }, caseId);

    const escalated = await change('Worker', M.escalate, { caseId, reasons: ['Needs a clinician'] }, caseId);
    expect(escalated.case).toMatchObject({ isEscalated: true });
    const added = await change('Worker', M.addEscalation, { caseId, reasons: ['And support'] }, caseId);
    const [, second] = (added.case as { escalations: { id: string }[] }).escalations;
    await change('Worker', M.updateEscalation, { id: second.id, reasons: ['Support, again'] }, caseId);
    await change('Worker', M.removeEscalation, { id: second.id }, caseId);
    const deEscalated = await change('Worker', M.deEscalate, { caseId }, caseId, ['DE_ESCALATE']);
    expect(deEscalated.case).toMatchObject({ isEscalated: false });

    await change('Admin', M.unassign, { caseId }, caseId);
    const archived = await change('Support', M.archive, { caseId, reason: 'Withdrawn' }, caseId, ['ARCHIVE']);
    expect(archived.case).toMatchObject({ isArchived: true });
  });
});
