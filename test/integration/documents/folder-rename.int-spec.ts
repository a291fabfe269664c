import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const FOLDER = 'id label path isRoot viewerCan { rename }';
const ROOT = `query($type: DocumentType!) { rootDocumentFolder(documentType: $type) { ${FOLDER} } }`;
const CREATE = `mutation($input: CreateDocumentFolderInput!) { createDocumentFolder(input: $input) { folder { ${FOLDER} } } }`;
const RENAME = `mutation($input: RenameDocumentFolderInput!) { renameDocumentFolder(input: $input) { success message folder { ${FOLDER} } } }`;

type Folder = { id: string; label: string; path: string; isRoot: boolean; viewerCan: { rename: boolean } };
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;

describe('renaming a document folder', () => {
  let api: TestApi;
  let org: ScratchOrganization;

  const call = <T>(scratch: ScratchOrganization, name: string, query: string, variables: Record<string, unknown>) =>
    api.graphql<T>(query, variables, { token: scratch.users[name].token }) as Promise<Answer<T>>;
  const rename = (name: string, folderId: unknown, label: unknown) =>
    call<{ renameDocumentFolder: { success: boolean; folder: Folder } }>(org, name, RENAME, {
      input: { folderId, label },
    });
  const create = async (parentId: string, label: string) =>
    (await call<{ createDocumentFolder: { folder: Folder } }>(org, 'Cv', CREATE, { input: { parentId, label } })).data!
      .createDocumentFolder.folder;
  const paths = async () =>
    (
      await org.query<{ label: string; path: string }>(
        `SELECT label, path FROM document_folder WHERE organization_id = $1 AND type = 'PRIVATE_DOCUMENT' ORDER BY path`,
        [org.id],
      )
    ).map((row) => `${row.label}=${row.path}`);

  let root: Folder;
  let policies: Folder;
  let leave: Folder;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ Cv: Role.CVADMIN, Admin: Role.ADMIN, Pat: Role.USER });
    await org.query('UPDATE app_user SET organization_id = $1 WHERE id = $2', [org.id, org.users.Cv.id]);
    root = (await call<{ rootDocumentFolder: Folder }>(org, 'Cv', ROOT, { type: 'PRIVATE_DOCUMENT' })).data!
      .rootDocumentFolder;
    policies = await create(root.id, 'Policies');
    leave = await create(policies.id, 'Leave');
    await create(leave.id, '2026');
    // A sibling whose name starts like the renamed folder's: its path must not change.
    await create(root.id, 'Policies old');
  });
  afterAll(async () => {
    await org?.close();
    await api?.close();
  });

  it('renames the folder and rewrites the paths of every folder inside it, and nothing else', async () => {
    const answer = await rename('Cv', policies.id, '  Company policies ');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.renameDocumentFolder).toMatchObject({
      success: true,
      folder: { id: policies.id, label: 'Company policies', path: 'Private documents/Company policies' },
    });
    expect(await paths()).toEqual([
      'Private documents=Private documents',
      'Company policies=Private documents/Company policies',
      'Leave=Private documents/Company policies/Leave',
      '2026=Private documents/Company policies/Leave/2026',
      'Policies old=Private documents/Policies old',
    ]);
  });

  it('refuses a taken sibling name (any letter case), bad labels and roots, writing nothing', async () => {
    const before = await paths();
    expect(codeOf(await rename('Cv', policies.id, 'POLICIES OLD'))).toBe('ALREADY_EXISTS');
    for (const label of ['', '   ', 'a/b', 'bell\u0007', 'x'.repeat(101), 42, null]) {
      expect(codeOf(await rename('Cv', policies.id, label))).toBe('BAD_USER_INPUT');
    }
    const rootAnswer = await rename('Cv', root.id, 'Secret');
    expect(codeOf(rootAnswer)).toBe('BAD_USER_INPUT');
    expect(rootAnswer.errors?.[0].message).toContain('root folder');
    expect(codeOf(await rename('Cv', 'not-an-id', 'Fine'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rename('Cv', '00000000-0000-4000-8000-000000000000', 'Fine'))).toBe('NOT_FOUND');
    expect(await paths()).toEqual(before);
  });

  it('is for the CV Admin only', async () => {
    const before = await paths();
    const byAdmin = await rename('Admin', leave.id, 'Time off');
    expect(codeOf(byAdmin)).toBe('FORBIDDEN');
    expect(byAdmin.errors?.[0].message).toBe('Only a CV Admin can create document folders');
    expect(codeOf(await rename('Pat', leave.id, 'Time off'))).toBe('FORBIDDEN');
    expect(await paths()).toEqual(before);
  });

  it('keeps paths consistent under concurrent renames of a folder and its parent', async () => {
    const answers = await Promise.all([
      rename('Cv', policies.id, 'Policies A'),
      rename('Cv', leave.id, 'Leave B'),
      create(leave.id, 'Drafts'),
      rename('Cv', policies.id, 'Policies C'),
    ]);
    for (const answer of answers) expect('errors' in answer ? answer.errors : undefined).toBeUndefined();
    const rows = await org.query<{ id: string; label: string; path: string; parent_path: string | null }>(
      `SELECT f.id, f.label, f.path, p.path AS parent_path FROM document_folder f
         LEFT JOIN document_folder p ON p.id = f.parent_id
        WHERE f.organization_id = $1 AND f.type = 'PRIVATE_DOCUMENT'`,
      [org.id],
    );
    for (const row of rows) {
      expect(row.path).toBe(row.parent_path === null ? row.label : `${row.parent_path}/${row.label}`);
    }
  });
});
