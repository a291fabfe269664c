import {
  type AccessSubject,
  type CustomRoleGrant,
  DEFAULT_ROLE_PERMISSIONS,
  Permission,
  Principal,
  Role,
  TpaSubRole,
} from '#access';
import { CaseStatus } from '#domain/cases';
import type { FmlaPerson } from '#domain/fmla';
import { type CaseForViewer, caseViewerCan } from './case-viewer-can.js';
import type { CaseViewerCan } from './case-viewer-can.model.js';

const ORG = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
/** A team member (removing one checks the id is an id). */
const MEMBER = '00000000-0000-4000-8000-00000000c0de';

const subject = (id: string, role: Role, overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  id,
  role,
  organizationId: ORG,
  isMultiOrgAdmin: false,
  customRole: null,
  organizationAccess: [],
  ...overrides,
});

const tpa = (id: string, subRoles: Record<string, TpaSubRole>) =>
  subject(id, Role.CVTPA, {
    organizationId: null,
    organizationAccess: Object.entries(subRoles).map(([organizationId, role]) => ({ organizationId, role })),
  });

const caseRow = (overrides: Partial<CaseForViewer> = {}): CaseForViewer => ({
  id: 'case-1',
  organizationId: ORG,
  status: CaseStatus.IN_PROGRESS,
  isArchived: false,
  isEscalated: false,
  submitterId: 'employee',
  assignedToId: 'caseworker',
  hrRepId: null,
  ...overrides,
});

const EMPLOYEE: FmlaPerson = { id: 'employee', organizationId: ORG, role: Role.USER };

async function viewerCan(
  who: AccessSubject,
  row: CaseForViewer,
  options: { team?: string[]; submitter?: FmlaPerson | null; stored?: string } = {},
) {
  const reads = { team: 0, submitter: 0 };
  const can = await caseViewerCan({
    caller: Principal.forSession(who, options.stored),
    caseRecord: row,
    teamMemberIds: () => {
      reads.team += 1;
      return Promise.resolve(options.team ?? []);
    },
    submitter: () => {
      reads.submitter += 1;
      return Promise.resolve(options.submitter === undefined ? EMPLOYEE : options.submitter);
    },
  });
  return { can, reads };
}

const allowed = (can: CaseViewerCan) =>
  Object.entries(can)
    .filter(([, value]) => value)
    .map(([field]) => field)
    .sort();

/** The employee's own request: comment, add files, and read its orders for the order tracker. */
const EMPLOYEE_ACTIONS = ['addCaseComment', 'caseOrders', 'uploadFile'];

describe('Case.viewerCan', () => {
  it('answers all false for a case the caller may not see, without reading anything', async () => {
    const { can, reads } = await viewerCan(subject('admin', Role.ADMIN), caseRow({ organizationId: OTHER }));
    expect(allowed(can)).toEqual([]);
    expect(reads).toEqual({ team: 0, submitter: 0 });
  });

  it('a caseworker sees only the cases it works: the team is read to decide', async () => {
    const caseworker = subject('worker-2', Role.CASEWORKER);
    const outside = await viewerCan(caseworker, caseRow());
    expect(allowed(outside.can)).toEqual([]);
    expect(outside.reads.team).toBe(1);
    const onTeam = await viewerCan(caseworker, caseRow(), { team: ['worker-2'] });
    expect(onTeam.can).toMatchObject({
      addCaseNote: true,
      escalateCase: true,
      addCaseDecision: true,
      assignCase: false,
    });
  });

  it('an employee may comment on, add files to and follow the orders of its own request, nothing else', async () => {
    const { can } = await viewerCan(subject('employee', Role.USER), caseRow());
    expect(allowed(can)).toEqual(EMPLOYEE_ACTIONS);
  });

  it("an employee sees nothing of another employee's request", async () => {
    const { can } = await viewerCan(subject('someone-else', Role.USER), caseRow());
    expect(allowed(can)).toEqual([]);
  });

  it('an admin on a case in progress', async () => {
    const { can, reads } = await viewerCan(subject('admin', Role.ADMIN), caseRow(), { team: [MEMBER] });
    expect(can).toMatchObject({
      updateCase: false, // spec 000 §6: TPA Support and the CV Admin edit a case
      changeCaseStatus: true,
      assignCase: true,
      unassignCase: true,
      acceptCase: false,
      unassignUserFromCase: true,
      unassignCaseHrRep: false,
      archiveCase: false,
      reopenCase: false,
      escalateCase: true,
      deEscalateCase: false,
      deleteCaseComment: false,
      addCaseDecision: true,
      deleteCaseAttachment: true,
      addFmlaHours: true,
      fmlaHoursByUserId: true,
      downloadCase: true,
    });
    expect(reads).toEqual({ team: 1, submitter: 1 });
  });

  it('closing a case without a decision is force-archiving: Cvadmin and Tpasupport only', async () => {
    const undecided = caseRow();
    expect((await viewerCan(subject('admin', Role.ADMIN), undecided)).can.archiveCase).toBe(false);
    expect((await viewerCan(subject('cv', Role.CVADMIN), undecided)).can.archiveCase).toBe(true);
    expect((await viewerCan(tpa('tpa', { [ORG]: TpaSubRole.TPASUPPORT }), undecided)).can.archiveCase).toBe(true);
    const decided = caseRow({ status: CaseStatus.APPROVED });
    expect((await viewerCan(tpa('tpa', { [ORG]: TpaSubRole.TPASUPPORT }), decided)).can.archiveCase).toBe(true);
    expect((await viewerCan(subject('admin', Role.ADMIN), decided)).can).toMatchObject({
      archiveCase: false, // spec 000 §6: archiving is TPA Support's and the CV Admin's
      reopenCase: true,
      addCaseDecision: false,
      changeCaseStatus: false,
      assignCase: false,
    });
  });

  it('an archived case takes only reopening, reading and what does not check the archive flag', async () => {
    const { can } = await viewerCan(subject('admin', Role.ADMIN), caseRow({ isArchived: true }), { team: [MEMBER] });
    expect(allowed(can)).toEqual([
      'addFmlaHours',
      'addFormResponseToCase',
      'allCaseSupportNotes',
      'createAnonymousFormToken',
      'downloadCase',
      'fmlaHoursByUserId',
      'reopenCase',
    ]);
  });

  it('only the assignee accepts an assigned case', async () => {
    const assigned = caseRow({ status: CaseStatus.ASSIGNED });
    const assignee = subject('caseworker', Role.CASEWORKER);
    expect((await viewerCan(assignee, assigned)).can).toMatchObject({ acceptCase: true, changeCaseStatus: true });
    expect((await viewerCan(subject('admin', Role.ADMIN), assigned)).can).toMatchObject({
      acceptCase: false,
      changeCaseStatus: false,
    });
  });

  it('escalation edits follow whether the case is escalated', async () => {
    const { can } = await viewerCan(subject('cm', Role.CASEMANAGER), caseRow({ isEscalated: true }));
    expect(can).toMatchObject({
      escalateCase: false,
      addCaseEscalation: true,
      updateCaseEscalation: true,
      removeCaseEscalation: true,
      deEscalateCase: true,
    });
  });

  it('Cvadmin may delete the comments of others', async () => {
    expect((await viewerCan(subject('cv', Role.CVADMIN), caseRow())).can.deleteCaseComment).toBe(true);
  });

  it('FMLA hours are an employee’s of the caller’s own organization', async () => {
    const staffSubmitter = { ...EMPLOYEE, role: Role.CASEWORKER };
    expect((await viewerCan(subject('admin', Role.ADMIN), caseRow(), { submitter: staffSubmitter })).can).toMatchObject(
      {
        addFmlaHours: false,
        fmlaHoursByUserId: false,
      },
    );
    const tpaCaller = tpa('tpa', { [ORG]: TpaSubRole.TPALEGAL });
    const { can, reads } = await viewerCan(tpaCaller, caseRow());
    expect(can).toMatchObject({ addFmlaHours: false, fmlaHoursByUserId: true });
    expect(reads.submitter).toBe(1);
  });

  it('a custom role without delete_case_attachment loses exactly that', async () => {
    const withoutDelete: CustomRoleGrant = {
      name: 'NO_DELETE',
      label: 'No delete',
      permissions: DEFAULT_ROLE_PERMISSIONS[Role.ADMIN].filter((p) => p !== Permission.DELETE_CASE_ATTACHMENT),
    };
    const plain = (await viewerCan(subject('admin', Role.ADMIN), caseRow(), { team: [MEMBER] })).can;
    const custom = (
      await viewerCan(subject('admin', Role.ADMIN, { customRole: withoutDelete }), caseRow(), { team: [MEMBER] })
    ).can;
    expect(custom).toEqual({ ...plain, deleteCaseAttachment: false });
  });

  it("a TPA's guard is its session organization: Tpasupport in the case's organization is not enough from another", async () => {
    const who = tpa('tpa', { [ORG]: TpaSubRole.TPASUPPORT, [OTHER]: TpaSubRole.TPALEGAL });
    expect((await viewerCan(who, caseRow(), { stored: ORG })).can.updateCase).toBe(true);
    expect((await viewerCan(who, caseRow(), { stored: OTHER })).can.updateCase).toBe(false);
  });

  it('payment links: TPA Support and the CV Admin, for a case with an employee to send it to', async () => {
    const support = tpa('tpa', { [ORG]: TpaSubRole.TPASUPPORT });
    expect((await viewerCan(support, caseRow(), { stored: ORG })).can.sendPaymentInfoLink).toBe(true);
    expect((await viewerCan(subject('cv', Role.CVADMIN), caseRow())).can.sendPaymentInfoLink).toBe(true);
    expect((await viewerCan(subject('cv', Role.CVADMIN), caseRow({ submitterId: null }))).can.sendPaymentInfoLink).toBe(
      false,
    );
    expect((await viewerCan(subject('admin', Role.ADMIN), caseRow(), { team: [MEMBER] })).can.sendPaymentInfoLink).toBe(
      false,
    );
    const legal = tpa('tpa', { [ORG]: TpaSubRole.TPALEGAL });
    expect((await viewerCan(legal, caseRow(), { stored: ORG })).can.sendPaymentInfoLink).toBe(false);
  });
});
