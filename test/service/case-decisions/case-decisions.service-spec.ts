import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import { CaseDecisionsModule, CaseDecisionsService, DECIDE_MESSAGE } from '#domain/case-decisions';
import { ARCHIVED_MESSAGE, CaseStatus } from '#domain/cases';
import { CaseActivityType } from '#events';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, ILLEGAL_STATE, BAD_USER_INPUT } = ErrorCode;
const approved = { isApproved: true, startDate: '2026-01-05', endDate: '2026-03-31', decisionText: 'Granted' };
const denied = { isApproved: false, startDate: '2026-01-05', isIndefinite: true };
const noDecision = { isApproved: false, isNoDecision: true };

describe('case decisions area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let partner: ServiceScratch;
  let other: ServiceScratch;
  let decisions: CaseDecisionsService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const caseIn = (status: CaseStatus, isArchived = false) =>
    org.insertCase({ submitter: 'employee', assignedTo: 'worker', status, isArchived });

  beforeAll(async () => {
    service = await createServiceModule([CaseDecisionsModule]);
    org = await createServiceScratch(service.dataSource, {
      worker: Role.CASEWORKER,
      employee: Role.USER,
      legal: TpaSubRole.TPALEGAL,
    });
    partner = await createServiceScratch(
      service.dataSource,
      { admin: Role.ADMIN, employee: Role.USER },
      { isPartner: true },
    );
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN });
    decisions = service.get(CaseDecisionsService);
  });
  afterAll(() => service?.close());

  it.each([
    ['an approving', approved, CaseStatus.APPROVED],
    ['a denying', denied, CaseStatus.REJECTED],
    ['a “no decision”', noDecision, CaseStatus.NO_DECISION],
  ])('%s decision on a case in progress moves it to its outcome and records it', async (_name, input, status) => {
    const caseId = await caseIn(CaseStatus.IN_PROGRESS);
    const decision = await decisions.add(await as('worker'), caseId, input, null);
    expect(decision).toMatchObject({ caseId, organizationId: org.id, addedById: org.users.worker });
    expect((await org.caseRow(caseId)).status).toBe(status);
    const [activity] = await service.dataSource.query('SELECT type, payload FROM case_activity WHERE case_id = $1', [
      caseId,
    ]);
    expect(activity).toEqual({ type: CaseActivityType.ADD_DECISION, payload: { decisionId: decision.id, status } });
  });

  it.each([CaseStatus.OPEN, CaseStatus.ASSIGNED])('a case that is %s cannot be decided', async (status) => {
    const caseId = await caseIn(status);
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => decisions.add(await as('worker'), caseId, approved, null),
      {
        code: ILLEGAL_STATE,
        message: `A case that is ${status} cannot be decided; it must be in progress`,
      },
    );
  });

  it('a decided case is not decided again; an outstanding one may be', async () => {
    const decided = await caseIn(CaseStatus.APPROVED);
    await expectRefusedWithoutWrites(
      org,
      decided,
      async () => decisions.add(await as('worker'), decided, approved, null),
      {
        code: ILLEGAL_STATE,
        message: 'This case is APPROVED already',
      },
    );
    const outstanding = await caseIn(CaseStatus.NO_DECISION);
    await decisions.add(await as('worker'), outstanding, noDecision, null);
    await decisions.add(await as('worker'), outstanding, approved, null);
    expect((await org.caseRow(outstanding)).status).toBe(CaseStatus.APPROVED);
  });

  it('an employee may not decide, with the spec message; an archived case refuses decisions', async () => {
    const caseId = await caseIn(CaseStatus.IN_PROGRESS);
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => decisions.add(await as('employee'), caseId, approved, null),
      {
        code: FORBIDDEN,
        message: DECIDE_MESSAGE,
      },
    );
    const archived = await caseIn(CaseStatus.IN_PROGRESS, true);
    await expectRefusedWithoutWrites(
      org,
      archived,
      async () => decisions.add(await as('worker'), archived, approved, null),
      {
        code: ILLEGAL_STATE,
        message: ARCHIVED_MESSAGE,
      },
    );
  });

  it('bad dates and medication outside a partner organization are refused before anything is written', async () => {
    const caseId = await caseIn(CaseStatus.IN_PROGRESS);
    const worker = await as('worker');
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () => decisions.add(worker, caseId, { ...approved, endDate: '2025-12-31' }, null),
      { code: BAD_USER_INPUT, message: 'endDate: must be on or after the start date' },
    );
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () => decisions.add(worker, caseId, { ...approved, medicine: 'Semaglutide' }, null),
      { code: BAD_USER_INPUT, message: 'medicine: medication is decided in partner organizations only' },
    );
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () => decisions.add(worker, caseId, approved, `personal/${org.users.employee}/letter.pdf`),
      { code: BAD_USER_INPUT, message: 'filePath: not one of your uploaded files' },
    );
    const partnerCase = await partner.insertCase({
      submitter: 'employee',
      assignedTo: 'admin',
      status: CaseStatus.IN_PROGRESS,
    });
    const prescribed = await decisions.add(
      await service.principal(partner.users.admin),
      partnerCase,
      { ...approved, medicine: 'Semaglutide', refillCount: 2 },
      null,
    );
    expect(prescribed).toMatchObject({ medicine: 'Semaglutide', refillCount: 2 });
  });

  it('deleting the last decision sends the case back to work; dates are updated alone', async () => {
    const caseId = await caseIn(CaseStatus.IN_PROGRESS);
    const legal = await as('legal');
    const decision = await decisions.add(legal, caseId, approved, null);
    const updated = await decisions.update(legal, decision.id, { isIndefinite: true, startDate: '2026-02-01' });
    expect(updated).toMatchObject({ isIndefinite: true, startDate: '2026-02-01', endDate: null });
    await decisions.delete(legal, decision.id);
    expect(await decisions.listFor({ id: caseId, organizationId: org.id })).toEqual([]);
    expect((await org.caseRow(caseId)).status).toBe(CaseStatus.IN_PROGRESS);
    expect(await org.activityTypes(caseId)).toEqual([
      CaseActivityType.ADD_DECISION,
      CaseActivityType.TEXT_INFO,
      CaseActivityType.DECISION_DELETED,
    ]);
  });

  it('another organization cannot decide, change or delete: NOT_FOUND, nothing written', async () => {
    const caseId = await caseIn(CaseStatus.IN_PROGRESS);
    const stranger = await service.principal(other.users.admin);
    await expectRefusedWithoutWrites(org, caseId, () => decisions.add(stranger, caseId, approved, null), {
      code: NOT_FOUND,
    });
    const decision = await decisions.add(await as('worker'), caseId, approved, null);
    await expectRefusedWithoutWrites(org, caseId, () => decisions.delete(stranger, decision.id), { code: NOT_FOUND });
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () => decisions.update(stranger, decision.id, { isIndefinite: true, startDate: '2026-01-01' }),
      { code: NOT_FOUND },
    );
  });
});
