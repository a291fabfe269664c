import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import {
  DocumentMessages,
  DocumentsModule,
  DocumentsService,
  DocumentType,
  documentsForEmployeeMessages,
  documentsForMessage,
  MESSAGE_DOCUMENTS_MESSAGE,
  type OrganizationDocumentEntity,
} from '#domain/documents';
import { CaseStatus } from '#domain/cases';
import { organizationDocumentPath, STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;

describe('documents area', () => {
  let storageDir: string;
  let service: ServiceModule;
  let storage: StorageDriver;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let documents: DocumentsService;
  const as = (name: string, scratch: ServiceScratch = org): Promise<Principal> =>
    service.principal(scratch.users[name]);

  /** A library upload of the organization, as the signed upload leaves it. */
  const uploaded = async (organizationId: string, name: string) => {
    const path = organizationDocumentPath(organizationId, name);
    await storage.putObject(path, Buffer.from('%PDF-1.7 library'), 'application/pdf');
    return path;
  };
  const upload = async (
    type: DocumentType,
    name: string,
    options: { userId?: string; isPublic?: boolean; global?: boolean } = {},
  ): Promise<OrganizationDocumentEntity> => {
    const uploader = options.global ? await as('cv') : await as('admin');
    const root = options.global ? await documents.globalRoot(type) : await documents.rootFolder(uploader, type);
    const [document] = await documents.upload(uploader, {
      folderId: root.id,
      files: [{ filePath: await uploaded(org.id, name) }],
      isPublic: options.isPublic,
      userId: options.userId,
    });
    return document;
  };

  let publicDoc: OrganizationDocumentEntity;
  let hiddenPublic: OrganizationDocumentEntity;
  let privateDoc: OrganizationDocumentEntity;
  let patsDoc: OrganizationDocumentEntity;
  let samsDoc: OrganizationDocumentEntity;
  let globalDoc: OrganizationDocumentEntity;
  let recommended: OrganizationDocumentEntity;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'cm-service-documents-'));
    service = await createServiceModule([DocumentsModule], { STORAGE_DRIVER: 'local', STORAGE_LOCAL_DIR: storageDir });
    storage = service.moduleRef.get<StorageDriver>(STORAGE_DRIVER, { strict: false });
    org = await createServiceScratch(service.dataSource, {
      cv: Role.CVADMIN,
      admin: Role.ADMIN,
      worker: Role.CASEWORKER,
      pat: Role.USER,
      sam: Role.USER,
      medical: TpaSubRole.TPAMEDICAL,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, pat: Role.USER });
    documents = service.get(DocumentsService);

    publicDoc = await upload(DocumentType.PUBLIC_DOCUMENT, 'b-handbook.pdf');
    hiddenPublic = await upload(DocumentType.PUBLIC_DOCUMENT, 'a-draft.pdf', { isPublic: false });
    privateDoc = await upload(DocumentType.PRIVATE_DOCUMENT, 'salaries.pdf');
    patsDoc = await upload(DocumentType.USER_DOCUMENT, 'pats.pdf', { userId: org.users.pat });
    samsDoc = await upload(DocumentType.USER_DOCUMENT, 'sams.pdf', { userId: org.users.sam });
    recommended = await upload(DocumentType.RECOMMENDED_DOCUMENT, 'tips.pdf', { isPublic: false });
    globalDoc = await upload(DocumentType.PUBLIC_DOCUMENT, 'global-faq.pdf', { global: true });
  });
  afterAll(async () => {
    await service?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('the employee sees public documents and its own; a reader sees everything of its organization', async () => {
    const ids = async (name: string) => (await documents.organizationDocuments(await as(name))).map((d) => d.id).sort();
    expect(await ids('pat')).toEqual([publicDoc.id, patsDoc.id].sort());
    expect(await ids('sam')).toEqual([publicDoc.id, samsDoc.id].sort());
    expect(await ids('worker')).toEqual(
      [publicDoc.id, hiddenPublic.id, privateDoc.id, patsDoc.id, samsDoc.id, recommended.id].sort(),
    );
    await expect(documents.downloadUrl(await as('pat'), privateDoc.id)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(documents.downloadUrl(await as('pat', other), publicDoc.id)).rejects.toMatchObject({
      code: NOT_FOUND,
    });
    await expect(documents.downloadUrl(await as('pat'), 'not-an-id')).rejects.toMatchObject({ code: NOT_FOUND });
    expect(await documents.downloadUrl(await as('pat', other), globalDoc.id)).toContain('/files/');
    await expect(documents.rootFolder(await as('pat'), DocumentType.RECOMMENDED_DOCUMENT)).rejects.toMatchObject({
      code: NOT_FOUND,
    });
  });

  it('uploads: admin and Cvadmin only, caseworkers refused; deletes need delete_org_document', async () => {
    const root = await documents.rootFolder(await as('admin'), DocumentType.PUBLIC_DOCUMENT);
    const path = await uploaded(org.id, 'x.pdf');
    await expect(
      documents.upload(await as('worker'), { folderId: root.id, files: [{ filePath: path }] }),
    ).rejects.toMatchObject({
      code: FORBIDDEN,
      message: DocumentMessages.UPLOAD,
    });
    await expect(documents.delete(await as('worker'), publicDoc.id)).rejects.toMatchObject({ code: FORBIDDEN });
    await expect(documents.delete(await as('pat'), privateDoc.id)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(
      documents.createFolder(await as('admin'), { parentId: root.id, label: 'Policies' }),
    ).rejects.toMatchObject({ code: FORBIDDEN, message: DocumentMessages.CREATE_FOLDER });
    await expect(
      documents.createFolder(await as('cv'), { parentId: root.id, label: 'x'.repeat(101) }),
    ).rejects.toMatchObject({
      code: BAD_USER_INPUT,
    });
  });

  describe('documentsForMessage', () => {
    const forPat = async (sender: string, ids: readonly string[]) =>
      documentsForMessage(service.dataSource.manager, org.id, await as(sender), org.users.pat, ids);

    it('answers the documents in the order given, without repeats', async () => {
      const found = await forPat('worker', [patsDoc.id, globalDoc.id, publicDoc.id, patsDoc.id, recommended.id]);
      expect(found.map((d) => d.id)).toEqual([patsDoc.id, globalDoc.id, publicDoc.id, recommended.id]);
      expect(found[0]).toMatchObject({ path: patsDoc.path, fileName: 'pats.pdf' });
      expect(await forPat('worker', [])).toEqual([]);
    });

    it("refuses private documents, other people's documents, unseen ones and non-ids with one answer", async () => {
      const refusal = { code: BAD_USER_INPUT, message: MESSAGE_DOCUMENTS_MESSAGE, details: { field: 'documentIds' } };
      for (const ids of [[privateDoc.id], [samsDoc.id], [publicDoc.id, 'x'], [crypto.randomUUID()]]) {
        await expect(forPat('worker', ids)).rejects.toMatchObject(refusal);
      }
      // The employee as sender sees no unpublished documents; another organization's staff none of these.
      await expect(forPat('pat', [hiddenPublic.id])).rejects.toMatchObject(refusal);
      await expect(
        documentsForMessage(service.dataSource.manager, other.id, await as('admin', other), other.users.pat, [
          publicDoc.id,
        ]),
      ).rejects.toMatchObject(refusal);
      await expect(
        documentsForMessage(service.dataSource.manager, org.id, await as('admin', other), org.users.pat, [
          publicDoc.id,
        ]),
      ).rejects.toMatchObject(refusal);
    });

    it('lists every document a message to the employee may carry, by folder path and file name', async () => {
      const listed = await documentsForEmployeeMessages(
        service.dataSource.manager,
        org.id,
        await as('worker'),
        org.users.pat,
      );
      const mine = listed.filter((d) => d.organizationId === org.id || d.id === globalDoc.id).map((d) => d.id);
      // Folder paths: Public documents (global and the organization's, newest ... by name), Recommended, User.
      expect(mine).toEqual(
        expect.arrayContaining([hiddenPublic.id, publicDoc.id, globalDoc.id, recommended.id, patsDoc.id]),
      );
      expect(mine).not.toContain(privateDoc.id);
      expect(mine).not.toContain(samsDoc.id);
      const ownOrganization = listed.filter((d) => d.organizationId === org.id).map((d) => d.id);
      expect(ownOrganization).toEqual([hiddenPublic.id, publicDoc.id, recommended.id, patsDoc.id]);
      expect(
        await documentsForEmployeeMessages(service.dataSource.manager, org.id, await as('admin', other), org.users.pat),
      ).toEqual([]);
    });
  });

  it('shares onto a case only for who works it, and writes nothing when refused', async () => {
    const caseId = await org.insertCase({ submitter: 'pat', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });
    const before = await org.footprint(caseId);
    await expect(documents.addToCase(await as('pat'), { caseId, documentIds: [publicDoc.id] })).rejects.toMatchObject({
      code: FORBIDDEN,
      message: 'Not authorized to share organization documents',
    });
    await expect(
      documents.addToCase(await as('worker'), { caseId, documentIds: [publicDoc.id, samsDoc.id] }),
    ).rejects.toMatchObject({ code: BAD_USER_INPUT });
    expect(await org.footprint(caseId)).toEqual(before);

    const added = await documents.addToCase(await as('worker'), { caseId, documentIds: [publicDoc.id, patsDoc.id] });
    expect(added.map((a) => a.fileName)).toEqual(['b-handbook.pdf', 'pats.pdf']);
    expect(added.every((a) => a.path.startsWith(`personal/${org.users.worker}/`))).toBe(true);
    expect(await storage.exists(added[0].path)).toBe(true);
    expect(await org.activityTypes(caseId)).toEqual(['ADD_ATTACHMENT', 'ADD_ATTACHMENT']);
  });
});
