import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import { CaseMessages, CaseStatus } from '#domain/cases';
import { CaseSupportNotesModule, CaseSupportNotesService } from '#domain/case-support-notes';
import { CaseActivityType } from '#events';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, ILLEGAL_STATE, BAD_USER_INPUT } = ErrorCode;

describe('case support notes area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let supportNotes: CaseSupportNotesService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const newCase = () => org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });

  beforeAll(async () => {
    service = await createServiceModule([CaseSupportNotesModule]);
    org = await createServiceScratch(service.dataSource, {
      worker: Role.CASEWORKER,
      employee: Role.USER,
      support: TpaSubRole.TPASUPPORT,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, employee: Role.USER });
    supportNotes = service.get(CaseSupportNotesService);
  });
  afterAll(() => service?.close());

  it('TPA support writes and completes a note; completing is its own timeline entry', async () => {
    const caseId = await newCase();
    const support = await as('support');
    const note = await supportNotes.add(support, caseId, { content: 'Called the clinic' });
    expect(note).toMatchObject({ caseId, authorId: org.users.support, isCompleted: false, isOrganizationWide: false });
    await supportNotes.update(support, note.id, { content: 'Called the clinic twice' });
    const completed = await supportNotes.update(support, note.id, { isCompleted: true });
    expect(completed.isCompleted).toBe(true);
    expect(completed.completedAt).toBeInstanceOf(Date);
    const [row] = await service.dataSource.query('SELECT content, is_completed FROM case_support_note WHERE id = $1', [
      note.id,
    ]);
    expect(row).toEqual({ content: 'Called the clinic twice', is_completed: true });
    expect(await org.activityTypes(caseId)).toEqual([
      CaseActivityType.SUPPORT_NOTE_ADDED,
      CaseActivityType.SUPPORT_NOTE_UPDATED,
      CaseActivityType.SUPPORT_NOTE_COMPLETED,
    ]);
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.update(support, note.id, { isCompleted: true }), {
      code: ILLEGAL_STATE,
      message: 'This support note is completed already',
    });
  });

  it('an employee never writes or reads support notes, even on its own case', async () => {
    const caseId = await newCase();
    const employee = await as('employee');
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.add(employee, caseId, { content: 'Hi' }), {
      code: FORBIDDEN,
      message: CaseMessages.MANAGE,
    });
    await supportNotes.add(await as('worker'), caseId, { content: 'Internal' });
    await expect(supportNotes.listFor(employee, caseId)).rejects.toMatchObject({
      code: FORBIDDEN,
      message: CaseMessages.MANAGE,
    });
  });

  it('a case lists its own notes and its organization’s organization-wide ones, never another organization’s', async () => {
    const first = await newCase();
    const second = await newCase();
    const support = await as('support');
    const own = await supportNotes.add(support, first, { content: 'On this case' });
    const wide = await supportNotes.add(support, second, {
      content: 'Clinic closed Fridays',
      isOrganizationWide: true,
    });
    await supportNotes.add(support, second, { content: 'Only on the second' });
    const elsewhereCase = await other.insertCase({ submitter: 'employee' });
    await supportNotes.add(await service.principal(other.users.admin), elsewhereCase, {
      content: 'Other organization',
      isOrganizationWide: true,
    });
    const listed = await supportNotes.listFor(support, first);
    expect(listed.map((note) => note.id)).toEqual([own.id, wide.id]);
  });

  it('another organization gets NOT_FOUND for the case and its notes, and writes nothing', async () => {
    const caseId = await newCase();
    const note = await supportNotes.add(await as('worker'), caseId, { content: 'Ours' });
    const stranger = await service.principal(other.users.admin);
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.add(stranger, caseId, { content: 'Theirs' }), {
      code: NOT_FOUND,
    });
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.update(stranger, note.id, { content: 'Edited' }), {
      code: NOT_FOUND,
    });
    await expect(supportNotes.listFor(stranger, caseId)).rejects.toMatchObject({ code: NOT_FOUND });
  });

  it('an empty note or an update with nothing in it is bad input', async () => {
    const caseId = await newCase();
    const worker = await as('worker');
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.add(worker, caseId, { content: '   ' }), {
      code: BAD_USER_INPUT,
      message: 'content: write the note',
    });
    const note = await supportNotes.add(worker, caseId, { content: 'Ours' });
    await expectRefusedWithoutWrites(org, caseId, () => supportNotes.update(worker, note.id, {}), {
      code: BAD_USER_INPUT,
      message: 'Nothing to update',
    });
  });
});
