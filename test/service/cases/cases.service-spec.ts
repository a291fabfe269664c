import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import {
  ALLOWED_STATUS_MOVES,
  ARCHIVED_MESSAGE,
  CaseAssignmentService,
  CaseEscalationsService,
  CaseLifecycleService,
  CaseListService,
  CaseMessages,
  CasesModule,
  CasesService,
  CaseStatus,
  CaseStatusGroup,
  EscalationType,
} from '#domain/cases';
import { CaseActivityType, QueueName } from '#events';
import { queueOf } from '#test/queues';
import { eventually, expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const STATUSES = Object.values(CaseStatus);
const { NOT_FOUND, FORBIDDEN, ILLEGAL_STATE, BAD_USER_INPUT } = ErrorCode;

describe('cases area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let lifecycle: CaseLifecycleService;
  let assignment: CaseAssignmentService;
  let escalations: CaseEscalationsService;
  let lists: CaseListService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);

  beforeAll(async () => {
    service = await createServiceModule([CasesModule]);
    org = await createServiceScratch(service.dataSource, {
      admin: Role.ADMIN,
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      otherWorker: Role.CASEWORKER,
      employee: Role.USER,
      otherEmployee: Role.USER,
      support: TpaSubRole.TPASUPPORT,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, employee: Role.USER });
    lifecycle = service.get(CaseLifecycleService);
    assignment = service.get(CaseAssignmentService);
    escalations = service.get(CaseEscalationsService);
    lists = service.get(CaseListService);
  });
  afterAll(() => service?.close());

  describe('status moves (case-transitions.ts)', () => {
    const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));

    it.each(pairs)('%s to %s: allowed exactly when the transition table says so', async (from, to) => {
      // The admin is the assignee, so acceptance (ASSIGNED to IN_PROGRESS) is its own.
      const caseId = await org.insertCase({ submitter: 'employee', status: from, assignedTo: 'admin' });
      const admin = await as('admin');
      if (ALLOWED_STATUS_MOVES[from].includes(to)) {
        const changed = await lifecycle.changeStatus(admin, caseId, to);
        expect(changed.status).toBe(to);
        expect((await org.caseRow(caseId)).status).toBe(to);
        expect(await org.activityTypes(caseId)).toEqual([CaseActivityType.CHANGE_STATUS]);
      } else {
        await expectRefusedWithoutWrites(org, caseId, () => lifecycle.changeStatus(admin, caseId, to), {
          code: ILLEGAL_STATE,
          message: `A case cannot move from ${from} to ${to}`,
        });
      }
    });

    it('only the assignee accepts an assigned case; anyone else is refused with the spec message', async () => {
      const caseId = await org.insertCase({ submitter: 'employee', status: CaseStatus.ASSIGNED, assignedTo: 'worker' });
      const manager = await as('manager');
      const refusal = { code: FORBIDDEN, message: CaseMessages.ACCEPT };
      await expectRefusedWithoutWrites(org, caseId, () => assignment.accept(manager, caseId), refusal);
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => lifecycle.changeStatus(manager, caseId, CaseStatus.IN_PROGRESS),
        refusal,
      );
      const accepted = await assignment.accept(await as('worker'), caseId);
      expect(accepted.status).toBe(CaseStatus.IN_PROGRESS);
      const row = await org.caseRow(caseId);
      expect(row.status).toBe(CaseStatus.IN_PROGRESS);
      expect(row.in_progress_at).not.toBeNull();
    });

    it('an employee may not manage its own case', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.IN_PROGRESS,
        assignedTo: 'worker',
      });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => lifecycle.changeStatus(await as('employee'), caseId, CaseStatus.APPROVED),
        { code: FORBIDDEN, message: CaseMessages.MANAGE },
      );
    });

    it('a change is recorded, then dispatched: a workflow job keyed by the activity id', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.IN_PROGRESS,
        assignedTo: 'worker',
      });
      await lifecycle.changeStatus(await as('worker'), caseId, CaseStatus.NO_DECISION);
      const [activity] = await service.dataSource.query(
        'SELECT id, actor_user_id, payload FROM case_activity WHERE case_id = $1',
        [caseId],
      );
      expect(activity).toMatchObject({
        actor_user_id: org.users.worker,
        payload: { from: 'IN_PROGRESS', to: 'NO_DECISION' },
      });
      await eventually('the activity to be dispatched', async () => {
        const [row] = await service.dataSource.query('SELECT dispatched_at FROM case_activity WHERE id = $1', [
          activity.id,
        ]);
        return row.dispatched_at !== null;
      });
      const job = await queueOf(service.moduleRef, QueueName.workflow).getJob(activity.id);
      expect(job?.data).toMatchObject({ activityId: activity.id, caseId, organizationId: org.id });
    });
  });

  describe('archived cases', () => {
    it('refuses every change but reopening, and writes nothing', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.IN_PROGRESS,
        assignedTo: 'admin',
        isArchived: true,
      });
      const admin = await as('admin');
      const archived = { code: ILLEGAL_STATE, message: ARCHIVED_MESSAGE };
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => lifecycle.changeStatus(admin, caseId, CaseStatus.APPROVED),
        archived,
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => lifecycle.update(await as('support'), caseId, { title: 'Renamed' }),
        archived,
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => assignment.assign(admin, caseId, org.users.worker, null),
        archived,
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => escalations.escalate(admin, caseId, { category: EscalationType.SUPPORT_ESCALATION, reasons: ['Late'] }),
        archived,
      );
    });

    it('archiving a case without a decision takes force, which only TPA support and the CV Admin hold', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.IN_PROGRESS,
        assignedTo: 'worker',
      });
      const support = await as('support');
      await expectRefusedWithoutWrites(org, caseId, () => lifecycle.archive(support, caseId, 'Withdrawn', false), {
        code: ILLEGAL_STATE,
        message: 'This case has no decision yet; force-archive it to close it without one',
      });
      const closed = await lifecycle.archive(await as('support'), caseId, 'Withdrawn', true);
      expect(closed).toMatchObject({ isArchived: true, archiveReason: 'Withdrawn' });
      expect((await org.caseRow(caseId)).closed_at).not.toBeNull();
      const [activity] = await service.dataSource.query('SELECT type, payload FROM case_activity WHERE case_id = $1', [
        caseId,
      ]);
      expect(activity).toEqual({ type: CaseActivityType.ARCHIVE, payload: { forced: true, status: 'IN_PROGRESS' } });
    });

    it("spec 000 §6: an organization's admin, case manager and case worker may not archive; TPA Support closes a decided case", async () => {
      const caseId = await org.insertCase({ submitter: 'employee', status: CaseStatus.APPROVED, assignedTo: 'worker' });
      for (const name of ['worker', 'manager', 'admin']) {
        await expectRefusedWithoutWrites(
          org,
          caseId,
          async () => lifecycle.archive(await as(name), caseId, 'Done', null),
          { code: FORBIDDEN, message: CaseMessages.MANAGE },
        );
      }
      await lifecycle.archive(await as('support'), caseId, 'Done', null);
      expect((await org.caseRow(caseId)).is_archived).toBe(true);
    });

    it('only an admin reopens; a decided case goes back to work with its assignee, or to new without one', async () => {
      const withAssignee = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.REJECTED,
        assignedTo: 'worker',
        isArchived: true,
      });
      const withoutAssignee = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.APPROVED,
        isArchived: true,
      });
      await expectRefusedWithoutWrites(
        org,
        withAssignee,
        async () => lifecycle.reopen(await as('manager'), withAssignee),
        {
          code: FORBIDDEN,
          message: CaseMessages.MANAGE,
        },
      );
      const admin = await as('admin');
      expect(await lifecycle.reopen(admin, withAssignee)).toMatchObject({
        status: CaseStatus.IN_PROGRESS,
        isArchived: false,
      });
      expect(await lifecycle.reopen(admin, withoutAssignee)).toMatchObject({
        status: CaseStatus.OPEN,
        isArchived: false,
      });
      expect(await org.activityTypes(withAssignee)).toEqual([CaseActivityType.REOPEN]);
      await expectRefusedWithoutWrites(org, withAssignee, () => lifecycle.reopen(admin, withAssignee), {
        code: ILLEGAL_STATE,
        message: 'This case is open already',
      });
    });
  });

  describe('who works a case', () => {
    it('assigning is for admins, case managers and TPA; the assignee must be able to take the case', async () => {
      const caseId = await org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.ASSIGNED });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => assignment.assign(await as('worker'), caseId, org.users.otherWorker, null),
        { code: FORBIDDEN, message: CaseMessages.ASSIGN },
      );
      const manager = await as('manager');
      const cannotTakePart = { code: BAD_USER_INPUT, message: 'userId: this user cannot take this part on the case' };
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => assignment.assign(manager, caseId, org.users.employee, null),
        cannotTakePart,
      );
      await expectRefusedWithoutWrites(
        org,
        caseId,
        () => assignment.assign(manager, caseId, other.users.admin, null),
        cannotTakePart,
      );
      const assigned = await assignment.assign(manager, caseId, org.users.otherWorker, null);
      expect(assigned).toMatchObject({ status: CaseStatus.ASSIGNED, assignedToId: org.users.otherWorker });
      expect((await org.caseRow(caseId)).assigned_by_id).toBe(org.users.manager);
    });

    it('assigning oneself accepts the case; a decided case must be reopened first', async () => {
      const caseId = await org.insertCase({ submitter: 'employee' });
      const manager = await as('manager');
      expect(await assignment.assign(manager, caseId, org.users.manager, null)).toMatchObject({
        status: CaseStatus.IN_PROGRESS,
      });
      const decided = await org.insertCase({
        submitter: 'employee',
        status: CaseStatus.APPROVED,
        assignedTo: 'worker',
      });
      await expectRefusedWithoutWrites(
        org,
        decided,
        () => assignment.assign(manager, decided, org.users.manager, null),
        {
          code: ILLEGAL_STATE,
          message: 'This case is decided; reopen it to assign it again',
        },
      );
    });

    it('the HR representative is assigned by admins and case managers, and is an admin or case manager', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        assignedTo: 'worker',
        status: CaseStatus.IN_PROGRESS,
      });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => assignment.assignHrRep(await as('worker'), caseId, org.users.manager),
        { code: FORBIDDEN, message: CaseMessages.ASSIGN_HR_REP },
      );
      const admin = await as('admin');
      await expectRefusedWithoutWrites(org, caseId, () => assignment.assignHrRep(admin, caseId, org.users.worker), {
        code: BAD_USER_INPUT,
        message: 'userId: this user cannot take this part on the case',
      });
      await assignment.assignHrRep(admin, caseId, org.users.manager);
      expect((await org.caseRow(caseId)).hr_rep_id).toBe(org.users.manager);
      // The HR representative now sees the case although it was not assigned to it.
      await expect(service.get(CasesService).findVisible(await as('manager'), caseId)).resolves.toMatchObject({
        id: caseId,
      });
    });

    it('team members see the case; taking one off hides it again', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        assignedTo: 'worker',
        status: CaseStatus.IN_PROGRESS,
      });
      const cases = service.get(CasesService);
      await expect(cases.findVisible(await as('otherWorker'), caseId)).rejects.toMatchObject({ code: NOT_FOUND });
      await assignment.addTeamMembers(await as('admin'), caseId, [org.users.otherWorker]);
      await expect(cases.findVisible(await as('otherWorker'), caseId)).resolves.toMatchObject({ id: caseId });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => assignment.addTeamMembers(await as('admin'), caseId, [org.users.otherWorker]),
        { code: ILLEGAL_STATE, message: 'These users are already on the case team' },
      );
      await assignment.removeTeamMember(await as('admin'), caseId, org.users.otherWorker);
      await expect(cases.findVisible(await as('otherWorker'), caseId)).rejects.toMatchObject({ code: NOT_FOUND });
    });
  });

  describe('escalations', () => {
    const escalation = { category: EscalationType.CLINICAL_ESCALATION, reasons: ['Needs a clinician'] };

    it('an employee may not escalate, with the spec message', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        assignedTo: 'worker',
        status: CaseStatus.IN_PROGRESS,
      });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => escalations.escalate(await as('employee'), caseId, escalation),
        {
          code: FORBIDDEN,
          message: CaseMessages.ESCALATE,
        },
      );
    });

    it('the case mirrors its latest escalation; removing the last one de-escalates it', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        assignedTo: 'worker',
        status: CaseStatus.IN_PROGRESS,
      });
      const worker = await as('worker');
      await escalations.escalate(worker, caseId, escalation);
      await expectRefusedWithoutWrites(org, caseId, () => escalations.escalate(worker, caseId, escalation), {
        code: ILLEGAL_STATE,
        message: 'This case is escalated already; add an escalation to it',
      });
      await escalations.add(worker, caseId, { category: EscalationType.SUPPORT_ESCALATION, reasons: ['Payroll'] });
      expect(await org.caseRow(caseId)).toMatchObject({
        is_escalated: true,
        escalation_category: EscalationType.SUPPORT_ESCALATION,
        escalation_reasons: ['Payroll'],
      });
      for (const { id } of await escalations.listFor({ id: caseId, organizationId: org.id })) {
        await escalations.remove(worker, id);
      }
      expect(await org.caseRow(caseId)).toMatchObject({
        is_escalated: false,
        escalation_category: null,
        escalated_at: null,
      });
      expect(await org.activityTypes(caseId)).toEqual([
        CaseActivityType.ESCALATE,
        CaseActivityType.ADD_ESCALATION,
        CaseActivityType.REMOVE_ESCALATION,
        CaseActivityType.REMOVE_ESCALATION,
      ]);
    });
  });

  describe('tenancy and reach', () => {
    it('another organization, an uninvolved case worker and another employee get NOT_FOUND by id', async () => {
      const caseId = await org.insertCase({
        submitter: 'employee',
        assignedTo: 'worker',
        status: CaseStatus.IN_PROGRESS,
      });
      const cases = service.get(CasesService);
      for (const principal of [
        await service.principal(other.users.admin),
        await as('otherWorker'),
        await as('otherEmployee'),
      ]) {
        await expect(cases.findVisible(principal, caseId)).rejects.toMatchObject({ code: NOT_FOUND });
      }
      await expect(cases.findVisible(await as('admin'), 'not-a-uuid')).rejects.toMatchObject({ code: NOT_FOUND });
      await expectRefusedWithoutWrites(
        org,
        caseId,
        async () => lifecycle.changeStatus(await service.principal(other.users.admin), caseId, CaseStatus.APPROVED),
        { code: NOT_FOUND },
      );
    });

    it('lists hold the organization’s own cases, within the caller’s reach', async () => {
      const own = await org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });
      const othersCase = await org.insertCase({ submitter: 'otherEmployee' });
      const elsewhere = await other.insertCase({ submitter: 'employee' });
      const ids = async (principal: Principal) =>
        (await lists.casesByStatus(principal, {}, { recordsPerPage: 100 })).items.map((item) => item.id);

      const adminList = await lists.casesByStatus(await as('admin'), {}, { recordsPerPage: 100 });
      expect(adminList.items.every((item) => item.organizationId === org.id)).toBe(true);
      expect(adminList.items.map((item) => item.id)).toEqual(expect.arrayContaining([own, othersCase]));
      expect(adminList.items.map((item) => item.id)).not.toContain(elsewhere);

      const employeeIds = await ids(await as('employee'));
      expect(employeeIds).toContain(own);
      expect(employeeIds).not.toContain(othersCase);
      const workerIds = await ids(await as('worker'));
      expect(workerIds).toContain(own);
      expect(workerIds).not.toContain(othersCase);
      expect(await ids(await service.principal(other.users.admin))).toEqual([elsewhere]);

      await expect(
        lists.bySubmitter(await service.principal(other.users.admin), org.users.employee),
      ).rejects.toMatchObject({
        code: NOT_FOUND,
      });
    });

    it('the cross-organization list of a TPA covers only the organizations it has access to', async () => {
      const elsewhere = await other.insertCase({ submitter: 'employee' });
      const mine = await org.insertCase({ submitter: 'employee' });
      const support = await as('support');
      const page = await lists.acrossOrganizations(support, [org.id], {}, { recordsPerPage: 100 });
      expect(page.items.map((item) => item.id)).toContain(mine);
      expect(page.items.map((item) => item.id)).not.toContain(elsewhere);
      expect(page.items.every((item) => item.organizationId === org.id)).toBe(true);
      expect(() => support.inOrganization(other.id)).toThrow(expect.objectContaining({ code: NOT_FOUND }));
      await expect(
        lists.acrossOrganizations(support, [org.id], { organizationId: other.id }, { recordsPerPage: 100 }),
      ).rejects.toMatchObject({ code: NOT_FOUND });
    });
  });

  describe('counts kept by the database', () => {
    it('case_status_count follows every insert and change, and the lists read their totals from it', async () => {
      const scratch = await createServiceScratch(service.dataSource, {
        admin: Role.ADMIN,
        support: TpaSubRole.TPASUPPORT,
        employee: Role.USER,
      });
      const admin = await service.principal(scratch.users.admin);
      const open = await scratch.insertCase({ submitter: 'employee' });
      await scratch.insertCase({ submitter: 'employee' });
      await scratch.insertCase({ submitter: 'employee', status: CaseStatus.APPROVED, assignedTo: 'admin' });
      await assignment.assign(admin, open, scratch.users.admin, null);
      const decided = await scratch.insertCase({
        submitter: 'employee',
        status: CaseStatus.REJECTED,
        assignedTo: 'admin',
      });
      await lifecycle.archive(await service.principal(scratch.users.support), decided, 'Closed', null);

      const kept = await service.dataSource.query(
        `SELECT status, is_archived, case_count FROM case_status_count
          WHERE organization_id = $1 AND case_count > 0 ORDER BY status, is_archived`,
        [scratch.id],
      );
      const counted = await service.dataSource.query(
        `SELECT status, is_archived, count(*)::int AS case_count FROM case_record
          WHERE organization_id = $1 GROUP BY status, is_archived ORDER BY status, is_archived`,
        [scratch.id],
      );
      expect(kept).toEqual(counted);
      expect(kept).toEqual([
        { status: 'APPROVED', is_archived: false, case_count: 1 },
        { status: 'IN_PROGRESS', is_archived: false, case_count: 1 },
        { status: 'OPEN', is_archived: false, case_count: 1 },
        { status: 'REJECTED', is_archived: true, case_count: 1 },
      ]);

      const groups = await lists.statusGroupCounts(admin, null);
      expect(groups).toMatchObject({
        [CaseStatusGroup.NEW]: 1,
        [CaseStatusGroup.IN_PROGRESS]: 1,
        [CaseStatusGroup.APPROVED]: 1,
        [CaseStatusGroup.DENIED_CLOSED]: 1,
        [CaseStatusGroup.NOT_CONFIRMED]: 0,
      });
      const live = await lists.casesByStatus(admin, { isArchived: false }, { recordsPerPage: 2 });
      expect(live.totalCount).toBe(3);
      expect(live.items).toHaveLength(2);
      expect(live.hasNextPage).toBe(true);
    });

    it('a refused change leaves the counts as they were', async () => {
      const scratch = await createServiceScratch(service.dataSource, { worker: Role.CASEWORKER, employee: Role.USER });
      const caseId = await scratch.insertCase({
        submitter: 'employee',
        status: CaseStatus.IN_PROGRESS,
        assignedTo: 'worker',
      });
      const counts = () =>
        service.dataSource.query(
          'SELECT status, is_archived, case_count FROM case_status_count WHERE organization_id = $1',
          [scratch.id],
        );
      const before = await counts();
      await expect(
        lifecycle.archive(await service.principal(scratch.users.worker), caseId, 'No', true),
      ).rejects.toMatchObject({ code: FORBIDDEN });
      expect(await counts()).toEqual(before);
    });
  });
});
