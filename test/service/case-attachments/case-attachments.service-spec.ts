import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import {
  CaseAttachmentsModule,
  CaseAttachmentsService,
  DELETE_ATTACHMENT_MESSAGE,
  PHI_FILE_MESSAGE,
} from '#domain/case-attachments';
import { CaseStatus } from '#domain/cases';
import { CaseActivityType } from '#events';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;

describe('case attachments area', () => {
  let storageDir: string;
  let service: ServiceModule;
  let storage: StorageDriver;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let attachments: CaseAttachmentsService;
  let uploads = 0;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const newCase = () => org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });
  /** A file in the user's personal storage, as the signed upload leaves it. */
  const uploaded = async (userId: string, name = 'note.pdf') => {
    uploads += 1;
    const path = `personal/${userId}/${uploads}abc-${name}`;
    await storage.putObject(path, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    return path;
  };
  const visibleTo = async (name: string, caseId: string) =>
    (await attachments.listFor(await as(name), { id: caseId, organizationId: org.id })).map((file) => file.id);

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'cm-service-storage-'));
    service = await createServiceModule([CaseAttachmentsModule], {
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: storageDir,
    });
    storage = service.moduleRef.get<StorageDriver>(STORAGE_DRIVER, { strict: false });
    org = await createServiceScratch(service.dataSource, {
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      employee: Role.USER,
      otherEmployee: Role.USER,
      support: TpaSubRole.TPASUPPORT,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN });
    attachments = service.get(CaseAttachmentsService);
  });
  afterAll(async () => {
    await service?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('a PHI file reaches its uploader and who holds access_phi, never the employee or TPA support', async () => {
    const caseId = await newCase();
    const [medical] = await attachments.add(await as('worker'), caseId, [
      { filePath: await uploaded(org.users.worker, 'mri.pdf'), isPHI: true },
    ]);
    const [plain] = await attachments.add(await as('worker'), caseId, [{ filePath: await uploaded(org.users.worker) }]);
    expect(medical).toMatchObject({
      isPHI: true,
      fileName: 'mri.pdf',
      organizationId: org.id,
      uploadedById: org.users.worker,
    });
    expect(await org.activityTypes(caseId)).toEqual([CaseActivityType.ADD_ATTACHMENT, CaseActivityType.ADD_ATTACHMENT]);

    expect(await visibleTo('worker', caseId)).toEqual([medical.id, plain.id]);
    expect(await visibleTo('manager', caseId)).toEqual([medical.id, plain.id]);
    expect(await visibleTo('employee', caseId)).toEqual([plain.id]);
    expect(await visibleTo('support', caseId)).toEqual([plain.id]);
    for (const name of ['employee', 'support']) {
      await expect(attachments.downloadUrl(await as(name), medical.id)).rejects.toMatchObject({
        code: FORBIDDEN,
        message: PHI_FILE_MESSAGE,
      });
    }
    await expect(attachments.downloadUrl(await as('employee'), plain.id)).resolves.toEqual(expect.any(String));
    await expect(attachments.downloadUrl(await as('worker'), medical.id)).resolves.toEqual(expect.any(String));
  });

  it('the employee sees its own PHI upload', async () => {
    const caseId = await newCase();
    const [own] = await attachments.add(await as('employee'), caseId, [
      { filePath: await uploaded(org.users.employee, 'doctor-note.pdf'), isPHI: true },
    ]);
    expect(await visibleTo('employee', caseId)).toEqual([own.id]);
    expect(await visibleTo('support', caseId)).toEqual([]);
  });

  it('only one’s own uploaded files can be attached', async () => {
    const caseId = await newCase();
    const worker = await as('worker');
    const someoneElses = await uploaded(org.users.employee);
    await expectRefusedWithoutWrites(org, caseId, () => attachments.add(worker, caseId, [{ filePath: someoneElses }]), {
      code: BAD_USER_INPUT,
      message: 'filePath: not one of your uploaded files',
    });
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () => attachments.add(worker, caseId, [{ filePath: `personal/${org.users.worker}/missing.pdf` }]),
      { code: BAD_USER_INPUT, message: 'filePath: nothing was uploaded there' },
    );
    await expectRefusedWithoutWrites(
      org,
      caseId,
      () =>
        attachments.add(worker, caseId, [{ filePath: `personal/${org.users.worker}/../${org.users.employee}/x.pdf` }]),
      { code: BAD_USER_INPUT, message: 'filePath: not one of your uploaded files' },
    );
  });

  it('a case worker may not delete attachments; a case manager removes the row and then the file', async () => {
    const caseId = await newCase();
    const path = await uploaded(org.users.employee);
    const [file] = await attachments.add(await as('employee'), caseId, [{ filePath: path }]);
    await expectRefusedWithoutWrites(org, caseId, async () => attachments.delete(await as('worker'), file.id), {
      code: FORBIDDEN,
      message: DELETE_ATTACHMENT_MESSAGE,
    });
    expect(await storage.exists(path)).toBe(true);
    await attachments.delete(await as('manager'), file.id);
    expect(await visibleTo('manager', caseId)).toEqual([]);
    expect(await storage.exists(path)).toBe(false);
    expect(await org.activityTypes(caseId)).toEqual([
      CaseActivityType.ADD_ATTACHMENT,
      CaseActivityType.DELETE_ATTACHMENT,
    ]);
  });

  it('another organization and another employee get NOT_FOUND, and write nothing', async () => {
    const caseId = await newCase();
    const [file] = await attachments.add(await as('employee'), caseId, [
      { filePath: await uploaded(org.users.employee) },
    ]);
    const stranger = await service.principal(other.users.admin);
    await expect(attachments.downloadUrl(stranger, file.id)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(attachments.downloadUrl(await as('otherEmployee'), file.id)).rejects.toMatchObject({
      code: NOT_FOUND,
    });
    await expectRefusedWithoutWrites(org, caseId, () => attachments.delete(stranger, file.id), { code: NOT_FOUND });
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => attachments.add(stranger, caseId, [{ filePath: await uploaded(other.users.admin) }]),
      { code: NOT_FOUND },
    );
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () =>
        attachments.add(await as('otherEmployee'), caseId, [{ filePath: await uploaded(org.users.otherEmployee) }]),
      { code: NOT_FOUND },
    );
  });
});
