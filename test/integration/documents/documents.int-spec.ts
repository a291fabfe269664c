import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const DOC =
  'id fileName type isGlobal isPublic organizationId folderId userId createdAt uploadedBy { id firstName role } viewerCan { update delete shareToCase }';
const FOLDER = `id label type path isGlobal isRoot parentId organizationId viewerCan { createFolder upload rename } documents { ${DOC} }`;
const ROOT = `query($type: DocumentType!, $organizationId: ID) { rootDocumentFolder(documentType: $type, organizationId: $organizationId) { ${FOLDER} } }`;
const CHILDREN = `query($parentId: ID!) { allChildDocumentFolders(parentId: $parentId) { ${FOLDER} } }`;
const FOLDER_BY_ID = `query($folderId: ID!) { documentFolder(folderId: $folderId) { ${FOLDER} } }`;
const CREATE_FOLDER = `mutation($input: CreateDocumentFolderInput!) { createDocumentFolder(input: $input) { success message folder { ${FOLDER} } } }`;
const UPLOAD = `mutation($input: UploadOrganizationDocumentsInput!) { uploadOrganizationDocuments(input: $input) { success message documents { ${DOC} } } }`;
const UPDATE = `mutation($input: UpdateOrganizationDocumentInput!) { updateOrganizationDocument(input: $input) { success document { ${DOC} } } }`;
const DELETE = `mutation($documentId: ID!) { deleteOrganizationDocument(documentId: $documentId) { success document { id } } }`;
const URL_OF = `query($documentId: ID!) { organizationDocumentUrl(documentId: $documentId) { success url } }`;
const ALL_ORG = `query($organizationId: ID) { allOrganizationDocuments(organizationId: $organizationId) { ${DOC} } }`;
const PUBLIC = `query($organizationId: ID!) { publicOrganizationDocuments(organizationId: $organizationId) { ${DOC} } }`;
const GLOBAL = `query { allGlobalDocuments { ${DOC} } }`;
const MULTI = `query($type: DocumentType!) { multiOrganizationDocumentsByType(documentType: $type) { ${DOC} } }`;
const TO_ADD = `query($caseId: ID!) { caseById(caseId: $caseId) { libraryDocumentsToAdd { id } } }`;
const SHARE = `mutation($input: AddLibraryDocumentsToCaseInput!) { addLibraryDocumentsToCase(input: $input) {
  success attachments { id caseId fileName uploadedById } activities { type } } }`;
const ATTACHMENT_URL = 'query($id: ID!) { caseAttachmentUrl(attachmentId: $id) { url } }';
const PERMISSIONS = 'query { myPermissions { manageDocuments uploadOrganizationDocuments deleteOrgDocument } }';
const UPLOAD_URL = `mutation($fileName: String!, $contentType: String!, $organizationId: ID) {
  createUploadUrl(target: ORGANIZATION_DOCUMENT, fileName: $fileName, contentType: $contentType, organizationId: $organizationId) {
    url path headers { name value } } }`;

type Doc = {
  id: string;
  fileName: string;
  type: string;
  isGlobal: boolean;
  isPublic: boolean;
  folderId: string;
  userId: string | null;
  uploadedBy: { id: string } | null;
  viewerCan: { update: boolean; delete: boolean; shareToCase: boolean };
};
type Folder = {
  id: string;
  label: string;
  path: string;
  type: string;
  isGlobal: boolean;
  isRoot: boolean;
  viewerCan: { createFolder: boolean; upload: boolean; rename: boolean };
  documents: Doc[];
};
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
const PDF = '%PDF-1.7 library document';

describe('document library over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;

  const as = (scratch: ScratchOrganization, name: string) => {
    const token = scratch.users[name].token;
    const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
      api.graphql<T>(query, variables, { token }) as Promise<Answer<T>>;
    return {
      call,
      root: (type: string) => call<{ rootDocumentFolder: Folder }>(ROOT, { type }),
      children: (parentId: string) => call<{ allChildDocumentFolders: Folder[] }>(CHILDREN, { parentId }),
      folder: (folderId: string) => call<{ documentFolder: Folder }>(FOLDER_BY_ID, { folderId }),
      createFolder: (parentId: string, label: unknown) =>
        call<{ createDocumentFolder: { folder: Folder } }>(CREATE_FOLDER, { input: { parentId, label } }),
      upload: (input: Record<string, unknown>) =>
        call<{ uploadOrganizationDocuments: { success: boolean; documents: Doc[] } }>(UPLOAD, { input }),
      url: (documentId: string) => call<{ organizationDocumentUrl: { url: string } }>(URL_OF, { documentId }),
      /** Uploads bytes as the browser does, to the library of the organization the caller acts in. */
      async put(fileName: string, body: string = PDF, contentType = 'application/pdf', organizationId?: string) {
        type Signed = { createUploadUrl: { url: string; path: string; headers: { name: string; value: string }[] } };
        const signed = await call<Signed>(UPLOAD_URL, { fileName, contentType, organizationId });
        if (!signed.data) throw new Error(`No upload URL: ${JSON.stringify(signed.errors)}`);
        const { url, path, headers } = signed.data.createUploadUrl;
        const put = await fetch(api.url + new URL(url).pathname + new URL(url).search, {
          method: 'PUT',
          headers: { 'content-type': contentType, ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
          body,
        });
        if (!put.ok) throw new Error(`The upload was refused (${put.status})`);
        return path;
      },
    };
  };
  const documentRows = async () =>
    (
      await org.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM organization_document WHERE organization_id = $1',
        [org.id],
      )
    )[0].n;
  const folderRows = async () =>
    (
      await org.query<{ n: number }>('SELECT count(*)::int AS n FROM document_folder WHERE organization_id = $1', [
        org.id,
      ])
    )[0].n;
  const download = async (url: string) => fetch(api.url + new URL(url).pathname + new URL(url).search);

  let publicRoot: Folder;
  let policy: Doc;
  let privateDoc: Doc;
  let patsDoc: Doc;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Sam: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    // The CV Admin acts in this organization.
    await org.query('UPDATE app_user SET organization_id = $1 WHERE id = $2', [org.id, org.users.Cv.id]);
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('makes one root per organization and type, even for concurrent first loads', async () => {
    const loads = await Promise.all([1, 2, 3, 4, 5].map(() => as(org, 'Admin').root('PUBLIC_DOCUMENT')));
    const ids = new Set(loads.map((answer) => answer.data?.rootDocumentFolder.id));
    expect(ids.size).toBe(1);
    publicRoot = loads[0].data!.rootDocumentFolder;
    expect(publicRoot).toMatchObject({
      label: 'Public documents',
      path: 'Public documents',
      isRoot: true,
      isGlobal: false,
    });
    expect((await as(org, 'Pat').root('PUBLIC_DOCUMENT')).data?.rootDocumentFolder.id).toBe(publicRoot.id);
  });

  it('an admin uploads public documents; the employee sees and downloads them', async () => {
    const path = await as(org, 'Admin').put('Leave policy.pdf');
    const uploaded = await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: path }] });
    expect(uploaded.errors).toBeUndefined();
    policy = uploaded.data!.uploadOrganizationDocuments.documents[0];
    expect(policy).toMatchObject({
      fileName: 'Leave_policy.pdf',
      type: 'PUBLIC_DOCUMENT',
      isPublic: true,
      isGlobal: false,
      uploadedBy: { id: org.users.Admin.id },
      viewerCan: { update: true, delete: true, shareToCase: true },
    });

    const root = await as(org, 'Pat').folder(publicRoot.id);
    expect(root.data?.documentFolder.documents.map((d) => d.id)).toEqual([policy.id]);
    expect(root.data?.documentFolder.documents[0].viewerCan).toEqual({
      update: false,
      delete: false,
      shareToCase: false,
    });
    expect(root.data?.documentFolder.viewerCan).toEqual({ createFolder: false, upload: false, rename: false });
    const publicList = await as(org, 'Pat').call<{ publicOrganizationDocuments: Doc[] }>(PUBLIC, {
      organizationId: org.id,
    });
    expect(publicList.data?.publicOrganizationDocuments.map((d) => d.id)).toEqual([policy.id]);

    const link = await as(org, 'Pat').url(policy.id);
    const file = await download(link.data!.organizationDocumentUrl.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(PDF);
    expect(file.headers.get('content-disposition')).toContain('attachment');
  });

  it('only a CV Admin creates folders; labels are checked and unique among siblings', async () => {
    const privateRoot = (await as(org, 'Admin').root('PRIVATE_DOCUMENT')).data!.rootDocumentFolder;
    const refused = await as(org, 'Admin').createFolder(privateRoot.id, 'Templates');
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Only a CV Admin can create document folders');

    const created = await as(org, 'Cv').createFolder(privateRoot.id, '  Templates ');
    expect(created.errors).toBeUndefined();
    const templates = created.data!.createDocumentFolder.folder;
    expect(templates).toMatchObject({ label: 'Templates', path: 'Private documents/Templates', isRoot: false });
    expect(codeOf(await as(org, 'Cv').createFolder(privateRoot.id, 'TEMPLATES'))).toBe('ALREADY_EXISTS');

    const before = await folderRows();
    for (const label of ['bad\u0007label', 'x'.repeat(10_000), '   ', 'a/b']) {
      expect(codeOf(await as(org, 'Cv').createFolder(privateRoot.id, label))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await as(org, 'Cv').createFolder(privateRoot.id, 42))).toBe('BAD_USER_INPUT');
    expect(codeOf(await as(org, 'Cv').createFolder('not-an-id', 'Fine'))).toBe('BAD_USER_INPUT');
    expect(await folderRows()).toBe(before);

    const children = await as(org, 'Worker').children(privateRoot.id);
    expect(children.data?.allChildDocumentFolders.map((f) => f.label)).toEqual(['Private documents', 'Templates']);
    expect(children.data?.allChildDocumentFolders[0]).toMatchObject({ isGlobal: true, isRoot: true });

    const path = await as(org, 'Admin').put('offer-letter.pdf');
    const uploaded = await as(org, 'Admin').upload({
      folderId: templates.id,
      files: [{ filePath: path, fileName: 'Offer letter' }],
    });
    privateDoc = uploaded.data!.uploadOrganizationDocuments.documents[0];
    expect(privateDoc).toMatchObject({ type: 'PRIVATE_DOCUMENT', isPublic: false, fileName: 'Offer letter' });
  });

  it('the employee sees public documents and its own only; anything else is NOT_FOUND', async () => {
    const userRoot = (await as(org, 'Admin').root('USER_DOCUMENT')).data!.rootDocumentFolder;
    const path = await as(org, 'Admin').put('pats-accommodation.pdf');
    const uploaded = await as(org, 'Admin').upload({
      folderId: userRoot.id,
      userId: org.users.Pat.id,
      files: [{ filePath: path }],
    });
    expect(uploaded.errors).toBeUndefined();
    patsDoc = uploaded.data!.uploadOrganizationDocuments.documents[0];
    expect(patsDoc).toMatchObject({ type: 'USER_DOCUMENT', userId: org.users.Pat.id, isPublic: false });

    expect((await as(org, 'Pat').folder(userRoot.id)).data?.documentFolder.documents.map((d) => d.id)).toEqual([
      patsDoc.id,
    ]);
    expect((await as(org, 'Sam').folder(userRoot.id)).data?.documentFolder.documents).toEqual([]);
    expect((await as(org, 'Pat').url(patsDoc.id)).data?.organizationDocumentUrl.url).toBeTruthy();
    expect(codeOf(await as(org, 'Sam').url(patsDoc.id))).toBe('NOT_FOUND');
    expect(codeOf(await as(org, 'Pat').url(privateDoc.id))).toBe('NOT_FOUND');
    expect(codeOf(await as(org, 'Pat').root('PRIVATE_DOCUMENT'))).toBe('NOT_FOUND');
    expect(codeOf(await as(org, 'Pat').folder(privateDoc.folderId))).toBe('NOT_FOUND');

    const patsAll = await as(org, 'Pat').call<{ allOrganizationDocuments: Doc[] }>(ALL_ORG);
    expect(patsAll.data?.allOrganizationDocuments.map((d) => d.id).sort()).toEqual([policy.id, patsDoc.id].sort());
    const workersAll = await as(org, 'Worker').call<{ allOrganizationDocuments: Doc[] }>(ALL_ORG);
    expect(workersAll.data?.allOrganizationDocuments.map((d) => d.id).sort()).toEqual(
      [policy.id, privateDoc.id, patsDoc.id].sort(),
    );
    expect(workersAll.data?.allOrganizationDocuments.find((d) => d.id === privateDoc.id)?.viewerCan).toEqual({
      update: false,
      delete: false,
      shareToCase: false,
    });

    // Another organization's people reach none of it.
    expect(codeOf(await as(other, 'Admin').url(policy.id))).toBe('NOT_FOUND');
    expect(codeOf(await as(other, 'Pat').folder(publicRoot.id))).toBe('NOT_FOUND');
    expect(codeOf(await as(other, 'Admin').children(publicRoot.id))).toBe('NOT_FOUND');
    expect(codeOf(await as(other, 'Admin').call(PUBLIC, { organizationId: org.id }))).toBe('NOT_FOUND');
    expect(codeOf(await as(other, 'Admin').call(ALL_ORG, { organizationId: org.id }))).toBe('NOT_FOUND');
  });

  it('refuses bad uploads with BAD_USER_INPUT naming the file, writing nothing', async () => {
    const before = await documentRows();
    const good = await as(org, 'Admin').put('good.pdf');
    const notPdf = await as(org, 'Admin').put('fake.pdf', '<html><script>alert(1)</script></html>');
    const theirs = await as(other, 'Admin').put('theirs.pdf');

    const mismatch = await as(org, 'Admin').upload({
      folderId: publicRoot.id,
      files: [{ filePath: good }, { filePath: notPdf }],
    });
    expect(codeOf(mismatch)).toBe('BAD_USER_INPUT');
    expect(mismatch.errors?.[0].message).toContain('files.1.filePath');
    expect(mismatch.errors?.[0].message).toContain('fake.pdf');

    const foreign = await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: theirs }] });
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    const personal = `personal/${org.users.Admin.id}/abc-file.pdf`;
    expect(codeOf(await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: personal }] }))).toBe(
      'BAD_USER_INPUT',
    );
    const logo = `organizations/${org.id}/logo.png`;
    expect(codeOf(await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: logo }] }))).toBe(
      'BAD_USER_INPUT',
    );

    const tooMany = Array.from({ length: 21 }, () => ({ filePath: good }));
    const many = await as(org, 'Admin').upload({ folderId: publicRoot.id, files: tooMany });
    expect(codeOf(many)).toBe('BAD_USER_INPUT');
    expect(many.errors?.[0].message).toContain('at most 20 files');
    expect(codeOf(await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await as(org, 'Admin').upload({ folderId: publicRoot.id, files: 'x' }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: good }], isPublic: 'yes' })),
    ).toBe('BAD_USER_INPUT');
    const named = await as(org, 'Admin').upload({
      folderId: publicRoot.id,
      files: [{ filePath: good, fileName: 'bad\u0000name' }],
    });
    expect(codeOf(named)).toBe('BAD_USER_INPUT');
    const userDocNoOwner = await as(org, 'Admin').upload({
      folderId: publicRoot.id,
      files: [{ filePath: good }],
      userId: org.users.Pat.id,
    });
    expect(codeOf(userDocNoOwner)).toBe('BAD_USER_INPUT');
    expect(await documentRows()).toBe(before);

    // Registered once only.
    expect(
      (await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: good }] })).errors,
    ).toBeUndefined();
    const again = await as(org, 'Admin').upload({ folderId: publicRoot.id, files: [{ filePath: good }] });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(await documentRows()).toBe(before + 1);
  });

  it('who may upload, update and delete; myPermissions says so', async () => {
    const path = await as(org, 'Admin').put('w.pdf');
    const refused = await as(org, 'Worker').upload({ folderId: publicRoot.id, files: [{ filePath: path }] });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(codeOf(await as(org, 'Pat').upload({ folderId: publicRoot.id, files: [{ filePath: path }] }))).toBe(
      'FORBIDDEN',
    );

    const renamed = await as(org, 'Admin').call<{ updateOrganizationDocument: { document: Doc } }>(UPDATE, {
      input: { documentId: policy.id, fileName: 'Leave policy 2026.pdf' },
    });
    expect(renamed.data?.updateOrganizationDocument.document.fileName).toBe('Leave policy 2026.pdf');
    expect(codeOf(await as(org, 'Worker').call(UPDATE, { input: { documentId: policy.id, fileName: 'x' } }))).toBe(
      'FORBIDDEN',
    );
    const wrongFolder = await as(org, 'Admin').call(UPDATE, {
      input: { documentId: policy.id, folderId: privateDoc.folderId },
    });
    expect(codeOf(wrongFolder)).toBe('BAD_USER_INPUT');
    expect(codeOf(await as(org, 'Admin').call(UPDATE, { input: { documentId: privateDoc.id, isPublic: true } }))).toBe(
      'BAD_USER_INPUT',
    );

    const permissions = async (name: string) =>
      (await as(org, name).call<{ myPermissions: Record<string, boolean> }>(PERMISSIONS)).data?.myPermissions;
    expect(await permissions('Admin')).toEqual({
      manageDocuments: true,
      uploadOrganizationDocuments: true,
      deleteOrgDocument: true,
    });
    expect(await permissions('Worker')).toEqual({
      manageDocuments: true,
      uploadOrganizationDocuments: false,
      deleteOrgDocument: false,
    });
    expect(await permissions('Support')).toEqual({
      manageDocuments: true,
      uploadOrganizationDocuments: false,
      deleteOrgDocument: false,
    });
    expect(await permissions('Pat')).toEqual({
      manageDocuments: false,
      uploadOrganizationDocuments: false,
      deleteOrgDocument: false,
    });
  });

  it('global documents: CV Admin only to upload, every staff member lists them, employees see public ones', async () => {
    const globalRoot = (await as(org, 'Cv').children(publicRoot.id)).data!.allChildDocumentFolders[0];
    expect(globalRoot).toMatchObject({
      isGlobal: true,
      isRoot: true,
      type: 'PUBLIC_DOCUMENT',
      viewerCan: { upload: true },
    });
    const path = await as(org, 'Cv').put('global-handbook.pdf');
    const adminTry = await as(org, 'Admin').upload({ folderId: globalRoot.id, files: [{ filePath: path }] });
    expect(codeOf(adminTry)).toBe('FORBIDDEN');
    expect(adminTry.errors?.[0].message).toBe('Only a CV Admin can manage global documents');
    const uploaded = await as(org, 'Cv').upload({ folderId: globalRoot.id, files: [{ filePath: path }] });
    expect(uploaded.errors).toBeUndefined();
    const handbook = uploaded.data!.uploadOrganizationDocuments.documents[0];
    expect(handbook).toMatchObject({ isGlobal: true, isPublic: true });

    const theirs = await as(other, 'Admin').call<{ allGlobalDocuments: Doc[] }>(GLOBAL);
    expect(theirs.data?.allGlobalDocuments.find((d) => d.id === handbook.id)?.viewerCan.delete).toBe(false);
    expect(codeOf(await as(other, 'Pat').call(GLOBAL))).toBe('FORBIDDEN');
    expect((await as(other, 'Pat').url(handbook.id)).data?.organizationDocumentUrl.url).toBeTruthy();
    expect(codeOf(await as(org, 'Admin').call(DELETE, { documentId: handbook.id }))).toBe('FORBIDDEN');
    expect((await as(org, 'Cv').call(DELETE, { documentId: handbook.id })).errors).toBeUndefined();
  });

  it('multiOrganizationDocumentsByType: Cvadmin and Cvtpa across their organizations', async () => {
    const tpa = await as(org, 'Support').call<{ multiOrganizationDocumentsByType: Doc[] }>(MULTI, {
      type: 'PUBLIC_DOCUMENT',
    });
    expect(tpa.errors).toBeUndefined();
    expect(tpa.data?.multiOrganizationDocumentsByType.map((d) => d.id)).toContain(policy.id);
    expect(codeOf(await as(org, 'Admin').call(MULTI, { type: 'PUBLIC_DOCUMENT' }))).toBe('FORBIDDEN');
  });

  it('shares library documents onto a case as copies, for who works the case only', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', status: 'IN_PROGRESS' });
    const refused = await as(org, 'Pat').call(SHARE, { input: { caseId, documentIds: [policy.id] } });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Not authorized to share organization documents');

    const attachments = async () =>
      (await org.query<{ n: number }>('SELECT count(*)::int AS n FROM case_attachment WHERE case_id = $1', [caseId]))[0]
        .n;
    // What the case offers: never a private document nor another person's user document; nothing for Pat.
    const offered = async (name: 'Worker' | 'Pat') =>
      (
        await as(org, name).call<{ caseById: { libraryDocumentsToAdd: { id: string }[] } }>(TO_ADD, { caseId })
      ).data?.caseById.libraryDocumentsToAdd.map((document) => document.id);
    const workerOffer = await offered('Worker');
    expect(workerOffer).toEqual(expect.arrayContaining([policy.id, patsDoc.id]));
    expect(workerOffer).not.toContain(privateDoc.id);
    expect(await offered('Pat')).toEqual([]);

    for (const documentIds of [[privateDoc.id], [policy.id, 'nope'], [policy.id, privateDoc.id]]) {
      const bad = await as(org, 'Worker').call(SHARE, { input: { caseId, documentIds } });
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    }
    expect(await attachments()).toBe(0);

    const shared = await as(org, 'Worker').call<{
      addLibraryDocumentsToCase: { attachments: { id: string; fileName: string }[]; activities: { type: string }[] };
    }>(SHARE, { input: { caseId, documentIds: [policy.id, patsDoc.id, policy.id] } });
    expect(shared.errors).toBeUndefined();
    const added = shared.data!.addLibraryDocumentsToCase;
    expect(added.attachments.map((a) => a.fileName)).toEqual(['Leave policy 2026.pdf', 'pats-accommodation.pdf']);
    expect(added.activities.map((a) => a.type)).toEqual(['ADD_ATTACHMENT', 'ADD_ATTACHMENT']);

    // Sam's own documents never go onto Pat's case.
    const samRoot = (await as(org, 'Admin').root('USER_DOCUMENT')).data!.rootDocumentFolder;
    const samPath = await as(org, 'Admin').put('sams.pdf');
    const samsDoc = (
      await as(org, 'Admin').upload({ folderId: samRoot.id, userId: org.users.Sam.id, files: [{ filePath: samPath }] })
    ).data!.uploadOrganizationDocuments.documents[0];
    expect(codeOf(await as(org, 'Worker').call(SHARE, { input: { caseId, documentIds: [samsDoc.id] } }))).toBe(
      'BAD_USER_INPUT',
    );

    // The case keeps its copy when the library document is deleted.
    expect(codeOf(await as(org, 'Worker').call(DELETE, { documentId: policy.id }))).toBe('FORBIDDEN');
    const deleted = await as(org, 'Admin').call(DELETE, { documentId: policy.id });
    expect(deleted.errors).toBeUndefined();
    expect(codeOf(await as(org, 'Admin').url(policy.id))).toBe('NOT_FOUND');
    const link = await as(org, 'Worker').call<{ caseAttachmentUrl: { url: string } }>(ATTACHMENT_URL, {
      id: added.attachments[0].id,
    });
    const copy = await download(link.data!.caseAttachmentUrl.url);
    expect(copy.status).toBe(200);
    expect(await copy.text()).toBe(PDF);
  });
});
