import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { demoUser, tokenFor } from '#test/tokens';

type Actor = 'Cvadmin' | 'Admin' | 'Manager' | 'Worker' | 'Legal' | 'Medical' | 'Support' | 'Pat';
const EVERY_ACTOR: Actor[] = ['Cvadmin', 'Admin', 'Manager', 'Worker', 'Legal', 'Medical', 'Support', 'Pat'];
const STAFF: Actor[] = EVERY_ACTOR.filter((actor) => actor !== 'Pat');

interface OperationCase {
  name: string;
  /** Who may; everyone else is refused with `message`. */
  allowed: Actor[];
  message: string;
  /** The case the operation acts on: the actor is its assignee, so every staff member can reach it. */
  setup: { status: string; isArchived?: boolean };
  mutation: string;
  variables: (caseId: string, org: ScratchOrganization) => Record<string, unknown>;
}

/**
 * Who may do what to a case (spec 000 §6), stated here independently of the code's rule table:
 * "Admin, TPA and case managers: assign cases"; "Tpasupport in the organization (and cvadmin): archive ...,
 * edit case title, visit type"; "Admin or cvadmin: reopen a case"; "Case workers and TPA: confirm, decline,
 * decide and escalate".
 */
const OPERATIONS: OperationCase[] = [
  {
    name: 'assignCase',
    allowed: ['Cvadmin', 'Admin', 'Manager', 'Legal', 'Medical', 'Support'],
    message: 'Not authorized to assign cases',
    setup: { status: 'IN_PROGRESS' },
    mutation: 'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
    variables: (caseId, org) => ({ caseId, userId: org.users.Helper.id }),
  },
  {
    name: 'assignCaseHrRep',
    allowed: ['Cvadmin', 'Admin', 'Manager', 'Legal', 'Medical', 'Support'],
    message: 'Not authorized to assign HR Rep',
    setup: { status: 'IN_PROGRESS' },
    mutation: 'mutation($caseId: ID!, $userId: ID!) { assignCaseHrRep(caseId: $caseId, userId: $userId) { success } }',
    variables: (caseId, org) => ({ caseId, userId: org.users.Manager.id }),
  },
  {
    name: 'changeCaseStatus',
    allowed: STAFF,
    message: 'Only a case worker can manage this case',
    setup: { status: 'IN_PROGRESS' },
    mutation: 'mutation($caseId: ID!) { changeCaseStatus(caseId: $caseId, status: APPROVED) { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'acceptCase',
    allowed: STAFF,
    message: 'Not authorized to accept this case',
    setup: { status: 'ASSIGNED' },
    mutation: 'mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'escalateCase',
    allowed: STAFF,
    message: 'Only a case worker can escalate this case',
    setup: { status: 'IN_PROGRESS' },
    mutation:
      'mutation($caseId: ID!) { escalateCase(caseId: $caseId, category: SUPPORT_ESCALATION, reasons: ["Waiting"]) { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'updateCase',
    allowed: ['Cvadmin', 'Support'],
    message: 'Only a case worker can manage this case',
    setup: { status: 'IN_PROGRESS' },
    mutation: 'mutation($caseId: ID!) { updateCase(caseId: $caseId, input: { title: "Renamed" }) { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'updateCase',
    allowed: ['Cvadmin', 'Support'],
    message: 'Only a case worker can manage this case',
    setup: { status: 'IN_PROGRESS' },
    mutation: 'mutation($caseId: ID!) { updateCase(caseId: $caseId, input: { visitType: SYNC_VIDEO }) { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'archiveCase',
    allowed: ['Cvadmin', 'Support'],
    message: 'Only a case worker can manage this case',
    setup: { status: 'APPROVED' },
    mutation: 'mutation($caseId: ID!) { archiveCase(caseId: $caseId, reason: "In place") { success } }',
    variables: (caseId) => ({ caseId }),
  },
  {
    name: 'reopenCase',
    allowed: ['Cvadmin', 'Admin'],
    message: 'Only a case worker can manage this case',
    setup: { status: 'APPROVED', isArchived: true },
    mutation: 'mutation($caseId: ID!) { reopenCase(caseId: $caseId) { success } }',
    variables: (caseId) => ({ caseId }),
  },
];

describe('case operations for every role', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let cvadminToken: string;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Helper: Role.CASEWORKER,
      Legal: TpaSubRole.TPALEGAL,
      Medical: TpaSubRole.TPAMEDICAL,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
    });
    cvadminToken = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  const call = (actor: Actor, operation: OperationCase, caseId: string) =>
    api.graphql(operation.mutation, operation.variables(caseId, org), {
      token: actor === 'Cvadmin' ? cvadminToken : org.users[actor].token,
      organizationId: org.id,
    });

  describe.each(OPERATIONS)('$name', (operation) => {
    it.each(EVERY_ACTOR)('%s', async (actor) => {
      const caseId = await org.insertCase({
        submitter: 'Pat',
        status: operation.setup.status,
        isArchived: operation.setup.isArchived,
        // The actor works the case, so reach is never what refuses it.
        assignedTo: actor === 'Cvadmin' || actor === 'Pat' ? undefined : actor,
      });
      if (actor === 'Cvadmin') {
        await org.query('UPDATE case_record SET assigned_to_id = $2 WHERE id = $1', [caseId, demoUser('cvadmin').id]);
      }
      const answer = await call(actor, operation, caseId);
      if (operation.allowed.includes(actor)) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data).toEqual({ [operation.name]: { success: true } });
      } else {
        expect(answer.errors?.[0]).toMatchObject({ message: operation.message, extensions: { code: 'FORBIDDEN' } });
        const [row] = await org.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM case_activity WHERE case_id = $1',
          [caseId],
        );
        expect(row.n).toBe(0);
      }
    });
  });

  /**
   * Every TPA sub-role assigns, but a TPA Medical reaches only the cases it works (README, "Who may do
   * what"): it hands those on or gives them back, and any other case is NOT_FOUND, never a hint it exists.
   */
  it('a TPA Medical assigns and unassigns the cases it works; any other case is not found to it', async () => {
    const ASSIGN = 'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }';
    const UNASSIGN = 'mutation($caseId: ID!) { unassignCase(caseId: $caseId) { success } }';
    const asMedical = (query: string, variables: Record<string, unknown>) =>
      api.graphql(query, variables, { token: org.users.Medical.token, organizationId: org.id });
    const own = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Medical' });
    expect((await asMedical(ASSIGN, { caseId: own, userId: org.users.Helper.id })).data).toEqual({
      assignCase: { success: true },
    });
    const team = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Helper' });
    await org.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [team, org.users.Medical.id]);
    expect((await asMedical(UNASSIGN, { caseId: team })).data).toEqual({ unassignCase: { success: true } });

    const other = await org.insertCase({ submitter: 'Pat', status: 'ASSIGNED', assignedTo: 'Helper' });
    for (const [query, variables] of [
      [ASSIGN, { caseId: other, userId: org.users.Medical.id }],
      [UNASSIGN, { caseId: other }],
    ] as const) {
      expect((await asMedical(query, variables)).errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    }
    const [row] = await org.query<{ n: number }>('SELECT count(*)::int AS n FROM case_activity WHERE case_id = $1', [
      other,
    ]);
    expect(row.n).toBe(0);
  });
});
