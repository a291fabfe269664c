import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Principal, Role } from '#access';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseNotesService } from '#domain/case-conversation';
import { CaseDownloadModule, CaseDownloadService } from '#domain/case-download';
import { CaseStatus } from '#domain/cases';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';
import { zipEntries } from '#test/zip-entries';

/**
 * The case ZIP asks the same visibility rules as every other way to a file, whoever calls the service:
 * the api lets only staff download, and the ZIP would still keep a note's file from anyone else.
 */
describe('case download area', () => {
  let storageDir: string;
  let service: ServiceModule;
  let storage: StorageDriver;
  let org: ServiceScratch;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'cm-service-download-'));
    service = await createServiceModule([CaseDownloadModule], {
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: storageDir,
    });
    storage = service.moduleRef.get<StorageDriver>(STORAGE_DRIVER, { strict: false });
    org = await createServiceScratch(service.dataSource, { manager: Role.CASEMANAGER, employee: Role.USER });
  });
  afterAll(async () => {
    await service?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it("puts a note's file in the ZIP only for who sees notes", async () => {
    const caseId = await org.insertCase({
      submitter: 'employee',
      assignedTo: 'manager',
      status: CaseStatus.IN_PROGRESS,
    });
    const manager = await as('manager');
    const files: string[] = [];
    for (const name of ['memo.pdf', 'letter.pdf']) {
      const path = `personal/${org.users.manager}/0123abc-${name}`;
      await storage.putObject(path, Buffer.from(`%PDF-1.7 ${name}`), 'application/pdf');
      const [attachment] = await service.get(CaseAttachmentsService).add(manager, caseId, [{ filePath: path }]);
      files.push(attachment.id);
    }
    await service.get(CaseNotesService).add(manager, caseId, { text: 'Internal', attachmentIds: [files[0]] });

    const namesFor = async (name: string) =>
      [...zipEntries((await service.get(CaseDownloadService).zip(await as(name), caseId)).bytes).keys()]
        .filter((entry) => entry.startsWith('attachments/'))
        .sort();
    expect(await namesFor('manager')).toEqual(['attachments/letter.pdf', 'attachments/memo.pdf']);
    expect(await namesFor('employee')).toEqual(['attachments/letter.pdf']);
  });
});
