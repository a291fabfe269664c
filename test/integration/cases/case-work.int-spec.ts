import { DEMO_CASES } from '../../../libs/demo-data/demo-data.js';
import { Role, TpaSubRole } from '#access';
import { ALLOWED_STATUS_MOVES, CaseStatus } from '#domain/cases';
import { QueueName } from '#events';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { demoUser, tokenFor } from '#test/tokens';

const CASE_FIELDS = `id status assignedToId hrRepId isArchived archiveReason isEscalated escalationCategory escalationReasons
  title visitType assignees { id } escalations { id category reasons }`;
const op = (name: string, args: string, call: string) =>
  `mutation(${args}) { ${name}(${call}) { success message case { ${CASE_FIELDS} } } }`;
const M = {
  assign: op(
    'assignCase',
    '$caseId: ID!, $userId: ID!, $visitType: VisitType',
    'caseId: $caseId, userId: $userId, visitType: $visitType',
  ),
  unassign: op('unassignCase', '$caseId: ID!', 'caseId: $caseId'),
  accept: op('acceptCase', '$caseId: ID!', 'caseId: $caseId'),
  status: op('changeCaseStatus', '$caseId: ID!, $status: CaseStatus!', 'caseId: $caseId, status: $status'),
  team: op('assignUserToCase', '$caseId: ID!, $userIds: [ID!]!', 'caseId: $caseId, userIds: $userIds'),
  untream: op('unassignUserFromCase', '$caseId: ID!, $userId: ID!', 'caseId: $caseId, userId: $userId'),
  hrRep: op('assignCaseHrRep', '$caseId: ID!, $userId: ID!', 'caseId: $caseId, userId: $userId'),
  unHrRep: op('unassignCaseHrRep', '$caseId: ID!', 'caseId: $caseId'),
  update: op('updateCase', '$caseId: ID!, $input: UpdateCaseInput!', 'caseId: $caseId, input: $input'),
  archive: op(
    'archiveCase',
    '$caseId: ID!, $reason: String!, $force: Boolean',
    'caseId: $caseId, reason: $reason, force: $force',
  ),
  reopen: op('reopenCase', '$caseId: ID!', 'caseId: $caseId'),
  escalate: op(
    'escalateCase',
    '$caseId: ID!, $category: EscalationType!, $reasons: [String!]!',
    'caseId: $caseId, category: $category, reasons: $reasons',
  ),
  addEscalation: op(
    'addCaseEscalation',
    '$caseId: ID!, $category: EscalationType!, $reasons: [String!]!',
    'caseId: $caseId, category: $category, reasons: $reasons',
  ),
  updateEscalation: op(
    'updateCaseEscalation',
    '$escalationId: ID!, $category: EscalationType!, $reasons: [String!]!',
    'escalationId: $escalationId, category: $category, reasons: $reasons',
  ),
  removeEscalation: op('removeCaseEscalation', '$escalationId: ID!', 'escalationId: $escalationId'),
  deEscalate: op('deEscalateCase', '$caseId: ID!', 'caseId: $caseId'),
};

type CaseResult = {
  id: string;
  status: string;
  assignedToId: string | null;
  hrRepId: string | null;
  isArchived: boolean;
  archiveReason: string | null;
  isEscalated: boolean | null;
  escalationCategory: string | null;
  escalationReasons: string[] | null;
  title: string;
  visitType: string | null;
  assignees: { id: string }[];
  escalations: { id: string; category: string; reasons: string[] }[];
};
type Answer = {
  data?: Record<string, { success: boolean; message: string; case: CaseResult }> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('case work', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = (name: string, mutation: string, variables: Record<string, unknown>): Promise<Answer> =>
    api.graphql(mutation, variables, { token: org.users[name].token });
  const changed = (answer: Answer) => {
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data!)[0].case;
  };
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0].extensions?.code,
    message: answer.errors?.[0].message,
  });
  const activityTypes = async (caseId: string) =>
    (
      await org.query<{ type: string }>('SELECT type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id', [
        caseId,
      ])
    ).map((row) => row.type);
  const caseRow = async (caseId: string) =>
    (await org.query<Record<string, unknown>>('SELECT * FROM case_record WHERE id = $1', [caseId]))[0];
  const newCase = (fields: { status?: string; assignedTo?: string } = {}) =>
    org.insertCase({ submitter: 'Pat', ...fields });

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

  describe('assigning and accepting', () => {
    it('assigns, records the activity, queues its workflow job; the assignee accepts', async () => {
      const caseId = await newCase();
      const assigned = changed(
        await as('Admin', M.assign, { caseId, userId: org.users.Worker.id, visitType: 'SYNC_VIDEO' }),
      );
      expect(assigned).toMatchObject({
        status: 'ASSIGNED',
        assignedToId: org.users.Worker.id,
        visitType: 'SYNC_VIDEO',
      });
      const [activity] = await org.query<{ id: string; type: string }>(
        'SELECT id, type FROM case_activity WHERE case_id = $1',
        [caseId],
      );
      expect(activity.type).toBe('ADD_CASE_ASSIGNEE');
      const job = await queueOf(api.app, QueueName.workflow).getJob(activity.id);
      expect(job?.data).toMatchObject({ caseId, activityId: activity.id });

      // Only the assignee accepts.
      expect(refusal(await as('Admin', M.accept, { caseId }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized to accept this case',
      });
      expect(refusal(await as('Admin', M.status, { caseId, status: 'IN_PROGRESS' }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized to accept this case',
      });
      expect(changed(await as('Worker', M.accept, { caseId })).status).toBe('IN_PROGRESS');
      expect(await activityTypes(caseId)).toEqual(['ADD_CASE_ASSIGNEE', 'CHANGE_STATUS']);
    });

    it('refuses who may not assign, with the spec message, and users who cannot be assigned', async () => {
      const caseId = await newCase();
      expect(refusal(await as('Worker', M.assign, { caseId, userId: org.users.Worker.id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized to assign cases',
      });
      expect(refusal(await as('Pat', M.assign, { caseId, userId: org.users.Worker.id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized to assign cases',
      });
      for (const userId of [
        org.users.Pat.id,
        demoUser('globexAdmin').id,
        '00000000-0000-4000-8000-000000000000',
        'nope',
      ]) {
        expect(refusal(await as('Admin', M.assign, { caseId, userId }))).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'userId: this user cannot take this part on the case',
        });
      }
      expect(await caseRow(caseId)).toMatchObject({ status: 'OPEN', assigned_to_id: null });
      expect(await activityTypes(caseId)).toEqual([]);
    });

    it('assigning oneself accepts at once; unassigning makes the case new again', async () => {
      const caseId = await newCase();
      expect(changed(await as('Manager', M.assign, { caseId, userId: org.users.Manager.id })).status).toBe(
        'IN_PROGRESS',
      );
      expect(changed(await as('Admin', M.unassign, { caseId }))).toMatchObject({ status: 'OPEN', assignedToId: null });
      expect(refusal(await as('Admin', M.unassign, { caseId })).code).toBe('ILLEGAL_STATE');
      expect(await activityTypes(caseId)).toEqual(['ADD_CASE_ASSIGNEE', 'REMOVE_ASSIGNEE']);
    });
  });

  it('moves statuses only along the transition table; any other move is ILLEGAL_STATE and writes nothing', async () => {
    expect(ALLOWED_STATUS_MOVES).toEqual({
      OPEN: [],
      ASSIGNED: ['IN_PROGRESS'],
      IN_PROGRESS: ['NO_DECISION', 'APPROVED', 'REJECTED'],
      NO_DECISION: ['IN_PROGRESS', 'APPROVED', 'REJECTED'],
      APPROVED: [],
      REJECTED: [],
    });
    for (const from of Object.values(CaseStatus)) {
      for (const to of Object.values(CaseStatus)) {
        const caseId = await newCase({ status: from, assignedTo: 'Worker' });
        const answer = await as('Worker', M.status, { caseId, status: to });
        if (ALLOWED_STATUS_MOVES[from].includes(to)) {
          expect(changed(answer).status).toBe(to);
          expect(await activityTypes(caseId)).toEqual(['CHANGE_STATUS']);
        } else {
          expect({ from, to, code: refusal(answer).code }).toEqual({ from, to, code: 'ILLEGAL_STATE' });
          expect((await caseRow(caseId)).status).toBe(from);
          expect(await activityTypes(caseId)).toEqual([]);
        }
      }
    }
  });

  it('refuses status changes to employees with the spec message', async () => {
    const caseId = await newCase({ status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect(refusal(await as('Pat', M.status, { caseId, status: 'APPROVED' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a case worker can manage this case',
    });
  });

  it('adds and removes team members; a caseworker on the team then sees the case', async () => {
    const caseId = await newCase();
    const caseById = 'query($id: ID!) { caseById(caseId: $id) { id } }';
    const helperSees = async () =>
      !(await api.graphql(caseById, { id: caseId }, { token: org.users.Helper.token })).errors;
    expect(await helperSees()).toBe(false);
    expect(refusal(await as('Admin', M.team, { caseId, userIds: [] })).code).toBe('BAD_USER_INPUT');
    // One refused user refuses the whole change: nobody is added.
    expect(refusal(await as('Admin', M.team, { caseId, userIds: [org.users.Helper.id, org.users.Pat.id] })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await activityTypes(caseId)).toEqual([]);
    const withTeam = changed(
      await as('Admin', M.team, { caseId, userIds: [org.users.Helper.id, org.users.Worker.id] }),
    );
    expect(withTeam.assignees.map((person) => person.id).sort()).toEqual(
      [org.users.Helper.id, org.users.Worker.id].sort(),
    );
    expect(await helperSees()).toBe(true);
    expect(refusal(await as('Admin', M.team, { caseId, userIds: [org.users.Helper.id] })).code).toBe('ILLEGAL_STATE');
    expect(refusal(await as('Worker', M.team, { caseId, userIds: [org.users.Manager.id] }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to assign cases',
    });
    changed(await as('Admin', M.untream, { caseId, userId: org.users.Helper.id }));
    expect(await helperSees()).toBe(false);
    expect(refusal(await as('Admin', M.untream, { caseId, userId: org.users.Helper.id })).code).toBe('BAD_USER_INPUT');
    expect(await activityTypes(caseId)).toEqual(['ADD_CASE_ASSIGNEE', 'ADD_CASE_ASSIGNEE', 'REMOVE_ASSIGNEE']);
  });

  it('gives and removes the HR representative: an HR Administrator or HR Representative only', async () => {
    const caseId = await newCase();
    expect(refusal(await as('Worker', M.hrRep, { caseId, userId: org.users.Manager.id }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to assign HR Rep',
    });
    expect(refusal(await as('Admin', M.hrRep, { caseId, userId: org.users.Worker.id })).code).toBe('BAD_USER_INPUT');
    expect(changed(await as('Admin', M.hrRep, { caseId, userId: org.users.Manager.id })).hrRepId).toBe(
      org.users.Manager.id,
    );
    expect(changed(await as('Admin', M.unHrRep, { caseId })).hrRepId).toBeNull();
    expect(refusal(await as('Admin', M.unHrRep, { caseId })).code).toBe('ILLEGAL_STATE');
    expect(await activityTypes(caseId)).toEqual(['ADD_HR_REP', 'REMOVE_HR_REP']);
  });

  it('escalates, adds, updates, removes escalations and de-escalates; employees see none of it', async () => {
    const caseId = await newCase({ status: 'IN_PROGRESS', assignedTo: 'Worker' });
    expect(refusal(await as('Pat', M.escalate, { caseId, category: 'SUPPORT_ESCALATION', reasons: ['x'] }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a case worker can escalate this case',
    });
    const empty = await as('Worker', M.escalate, { caseId, category: 'SUPPORT_ESCALATION', reasons: [] });
    expect(refusal(empty)).toEqual({ code: 'BAD_USER_INPUT', message: 'reasons: give at least one reason' });
    expect(
      refusal(await as('Worker', M.escalate, { caseId, category: 'SUPPORT_ESCALATION', reasons: ['  '] })).code,
    ).toBe('BAD_USER_INPUT');
    expect(await activityTypes(caseId)).toEqual([]);

    const escalated = changed(
      await as('Worker', M.escalate, { caseId, category: 'CLINICAL_ESCALATION', reasons: ['Needs a clinician'] }),
    );
    expect(escalated).toMatchObject({
      isEscalated: true,
      escalationCategory: 'CLINICAL_ESCALATION',
      escalationReasons: ['Needs a clinician'],
    });
    expect(
      refusal(await as('Worker', M.escalate, { caseId, category: 'SUPPORT_ESCALATION', reasons: ['Again'] })).code,
    ).toBe('ILLEGAL_STATE');
    const two = changed(
      await as('Worker', M.addEscalation, { caseId, category: 'SUPPORT_ESCALATION', reasons: ['Billing question'] }),
    );
    expect(two.escalations).toHaveLength(2);
    expect(two.escalationCategory).toBe('SUPPORT_ESCALATION');
    const [first, second] = two.escalations;
    const updated = changed(
      await as('Worker', M.updateEscalation, {
        escalationId: second.id,
        category: 'EXTERNAL_SUPPORT_ESCALATION',
        reasons: ['Pharmacy'],
      }),
    );
    expect(updated).toMatchObject({
      escalationCategory: 'EXTERNAL_SUPPORT_ESCALATION',
      escalationReasons: ['Pharmacy'],
    });

    // The employee's own view: no escalation fields, no escalation entries on the timeline.
    const employeeView = await api.graphql<{ caseById: Record<string, unknown> & { activity: { type: string }[] } }>(
      `query($id: ID!) { caseById(caseId: $id) { isEscalated escalationReasons escalations { id } activity { type } } }`,
      { id: caseId },
      { token: org.users.Pat.token },
    );
    expect(employeeView.data?.caseById).toMatchObject({ isEscalated: null, escalationReasons: null, escalations: [] });
    expect(employeeView.data?.caseById.activity).toEqual([]);

    const afterRemoval = changed(await as('Worker', M.removeEscalation, { escalationId: second.id }));
    expect(afterRemoval).toMatchObject({ isEscalated: true, escalationCategory: 'CLINICAL_ESCALATION' });
    expect(afterRemoval.escalations.map((item) => item.id)).toEqual([first.id]);
    const calm = changed(await as('Worker', M.deEscalate, { caseId }));
    expect(calm).toMatchObject({
      isEscalated: false,
      escalationCategory: null,
      escalationReasons: [],
      escalations: [],
    });
    expect(refusal(await as('Worker', M.deEscalate, { caseId })).code).toBe('ILLEGAL_STATE');
    expect(await activityTypes(caseId)).toEqual([
      'ESCALATE',
      'ADD_ESCALATION',
      'UPDATE_ESCALATION',
      'REMOVE_ESCALATION',
      'DE_ESCALATE',
    ]);
  });

  it('updates title and visit type as TPA Support, one entry per change', async () => {
    const caseId = await newCase();
    for (const name of ['Worker', 'Admin', 'Manager']) {
      expect(refusal(await as(name, M.update, { caseId, input: { title: 'New' } }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Only a case worker can manage this case',
      });
    }
    expect(refusal(await as('Support', M.update, { caseId, input: { title: '   ' } })).code).toBe('BAD_USER_INPUT');
    const updated = changed(
      await as('Support', M.update, { caseId, input: { title: 'Standing desk', visitType: 'SYNC_PHONE' } }),
    );
    expect(updated).toMatchObject({ title: 'Standing desk', visitType: 'SYNC_PHONE' });
    expect(await activityTypes(caseId)).toEqual(['TEXT_INFO', 'VISIT_TYPE_CHANGED']);
  });

  it('archives decided cases as TPA Support, force-archives, refuses changes while archived, and reopens', async () => {
    const undecided = await newCase({ status: 'IN_PROGRESS', assignedTo: 'Worker' });
    for (const name of ['Worker', 'Admin', 'Manager']) {
      expect(refusal(await as(name, M.archive, { caseId: undecided, reason: 'Done', force: true }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Only a case worker can manage this case',
      });
    }
    expect(refusal(await as('Support', M.archive, { caseId: undecided, reason: 'Done' })).code).toBe('ILLEGAL_STATE');
    expect(refusal(await as('Support', M.archive, { caseId: undecided, reason: ' ' })).code).toBe('BAD_USER_INPUT');
    const forced = await api.graphql<Answer['data']>(
      M.archive,
      { caseId: undecided, reason: 'Employee left', force: true },
      { token: await tokenFor('cvadmin'), organizationId: org.id },
    );
    expect(forced.data?.archiveCase.case).toMatchObject({ isArchived: true, archiveReason: 'Employee left' });

    const decided = await newCase({ status: 'APPROVED', assignedTo: 'Worker' });
    expect(
      changed(await as('Support', M.archive, { caseId: decided, reason: 'Accommodation in place' })),
    ).toMatchObject({
      isArchived: true,
      status: 'APPROVED',
    });
    expect(
      refusal(await as('Admin', M.escalate, { caseId: decided, category: 'SUPPORT_ESCALATION', reasons: ['x'] })),
    ).toEqual({ code: 'ILLEGAL_STATE', message: 'This case is archived; reopen it first' });
    expect(refusal(await as('Manager', M.reopen, { caseId: decided })).code).toBe('FORBIDDEN');
    expect(changed(await as('Admin', M.reopen, { caseId: decided }))).toMatchObject({
      isArchived: false,
      archiveReason: null,
      status: 'IN_PROGRESS',
    });
    expect(refusal(await as('Admin', M.reopen, { caseId: decided })).code).toBe('ILLEGAL_STATE');
    expect(await activityTypes(decided)).toEqual(['ARCHIVE', 'REOPEN']);
  });

  it("answers NOT_FOUND for another organization's case or escalation on every operation", async () => {
    const acmeCase = DEMO_CASES.find((item) => item.shortId === 'AC-1003')!;
    const ours = await newCase({ status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const escalation = changed(
      await as('Worker', M.escalate, { caseId: ours, category: 'SUPPORT_ESCALATION', reasons: ['x'] }),
    ).escalations[0];
    const admin = org.users.Admin;
    const attempts: [string, Record<string, unknown>][] = [
      [M.assign, { caseId: acmeCase.id, userId: admin.id }],
      [M.unassign, { caseId: acmeCase.id }],
      [M.accept, { caseId: acmeCase.id }],
      [M.status, { caseId: acmeCase.id, status: 'APPROVED' }],
      [M.team, { caseId: acmeCase.id, userIds: [admin.id] }],
      [M.untream, { caseId: acmeCase.id, userId: admin.id }],
      [M.hrRep, { caseId: acmeCase.id, userId: admin.id }],
      [M.unHrRep, { caseId: acmeCase.id }],
      [M.reopen, { caseId: acmeCase.id }],
      [M.escalate, { caseId: acmeCase.id, category: 'SUPPORT_ESCALATION', reasons: ['x'] }],
      [M.addEscalation, { caseId: acmeCase.id, category: 'SUPPORT_ESCALATION', reasons: ['x'] }],
      [M.deEscalate, { caseId: acmeCase.id }],
    ];
    for (const [mutation, variables] of attempts) {
      expect(refusal(await as('Admin', mutation, variables)).code).toBe('NOT_FOUND');
    }
    // Editing and closing are TPA Support's: it may not reach another organization's case either.
    for (const [mutation, variables] of [
      [M.update, { caseId: acmeCase.id, input: { title: 'x' } }],
      [M.archive, { caseId: acmeCase.id, reason: 'x', force: true }],
    ] as const) {
      expect(refusal(await as('Support', mutation, variables)).code).toBe('NOT_FOUND');
    }
    // And the other way round: an Acme admin on this organization's escalation.
    const acmeAdmin = await tokenFor('admin');
    for (const [mutation, variables] of [
      [M.updateEscalation, { escalationId: escalation.id, category: 'SUPPORT_ESCALATION', reasons: ['y'] }],
      [M.removeEscalation, { escalationId: escalation.id }],
    ] as const) {
      const answer: Answer = await api.graphql(mutation, variables, { token: acmeAdmin });
      expect(refusal(answer).code).toBe('NOT_FOUND');
    }
    expect(await activityTypes(ours)).toEqual(['ESCALATE']);
  });
});
