import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { startDownload } from './document-transfer';
import { OVER_LIMIT_TEXT } from '../case-detail/attachments/upload-queue';
import { DOCUMENT_NOT_AVAILABLE } from './use-document-download';
import {
  childFolders,
  document,
  folder,
  GraphQLErrorsAnswer,
  NOTHING_ALLOWED,
  permissions,
  POLICIES,
  publicRoot,
  recordingRequests,
  renderDocuments,
  type Resolver,
  rootFolders,
} from './test-documents';

vi.mock('./document-transfer', async (importOriginal) => {
  const original = await importOriginal<typeof import('./document-transfer')>();
  return { ...original, startDownload: vi.fn() };
});

const PUBLIC_PATH = '/documents-admin?type=PUBLIC_DOCUMENT';

function file(name: string, size: number, type = 'application/pdf') {
  return new File([new Uint8Array(size)], name, { type });
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files for Public documents'), { target: { files } });
}

const documentsTable = () => screen.getByRole('table', { name: 'Documents in Public documents' });
const fileNames = () =>
  within(documentsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

let uploadCount = 0;
const UPLOAD_URL: Resolver = (variables) => {
  uploadCount += 1;
  return {
    createUploadUrl: {
      __typename: 'UploadUrlPayload',
      success: true,
      message: null,
      url: `https://storage.example/upload-${uploadCount}`,
      path: `organizations/org-1/documents/${String(variables.fileName)}`,
      headers: [{ __typename: 'UploadHeader', name: 'x-goog-if-generation-match', value: '0' }],
    },
  };
};

async function openPublicFolder(resolvers: Record<string, Resolver> = {}, role: 'ADMIN' | 'CVADMIN' = 'ADMIN') {
  const rendered = renderDocuments(PUBLIC_PATH, role, { DocumentsCreateUploadUrl: UPLOAD_URL, ...resolvers });
  await screen.findByRole('heading', { level: 2, name: 'Public documents' });
  return rendered;
}

describe('documents admin', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./DocumentsAdminPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    uploadCount = 0;
    vi.mocked(startDownload).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a tab per document type and, in a root folder, its child folders and documents', async () => {
    const { named } = renderDocuments('/documents-admin', 'ADMIN');
    await screen.findByRole('heading', { level: 1, name: 'Documents Admin' });
    await waitFor(() => expect(globalThis.document.title).toBe('Documents Admin | Case Management'));
    const tabs = within(screen.getByRole('tablist', { name: 'Document types' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Case attachments',
      'Private documents',
      'Public documents',
      'Recommended documents',
      'User documents',
    ]);
    // The first type is open; an empty root says so.
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No documents in this folder yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Public documents' }));
    await screen.findByRole('heading', { level: 2, name: 'Public documents' });
    expect(named('DocumentsRootFolder').at(-1)?.variables).toEqual({
      organizationId: 'org-1',
      documentType: 'PUBLIC_DOCUMENT',
    });
    expect(within(screen.getByRole('navigation', { name: 'Folder path' })).getByText('Public documents')).toBeTruthy();
    const folders = await screen.findByRole('list', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: 'Policies' }).getAttribute('href')).toBe(
      '/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-policies',
    );
    expect(fileNames()).toEqual(['leave-policy.pdf', 'handbook.pdf']);
    const firstRow = within(documentsTable()).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Hana Ortiz')).toBeTruthy();
    expect(within(firstRow).getByText('2 days ago')).toBeTruthy();
    expect(
      (within(firstRow).getByRole('switch', { name: 'Public: leave-policy.pdf' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('opens a child folder with a breadcrumb back to the root and its parent', async () => {
    const year = folder('folder-2026', '2026', { path: 'Public documents/Policies/2026', parentId: 'folder-policies' });
    const { router } = renderDocuments('/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-2026', 'ADMIN', {
      DocumentsFolder: () => ({ documentFolder: { ...year, documents: [] } }),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: '2026' });
    expect(heading).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByRole('link', { name: 'Public documents' }).getAttribute('href')).toBe(
      '/documents-admin?type=PUBLIC_DOCUMENT',
    );
    expect(within(trail).getByRole('link', { name: 'Policies' }).getAttribute('href')).toBe(
      '/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-policies',
    );
    expect(within(trail).getByText('2026').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('No documents in this folder yet')).toBeTruthy();
    expect(screen.getByText('Choose files above to add documents to this folder.')).toBeTruthy();

    fireEvent.click(within(trail).getByRole('link', { name: 'Public documents' }));
    await screen.findByRole('heading', { level: 2, name: 'Public documents' });
    expect(router.state.location.search).toBe('?type=PUBLIC_DOCUMENT');
    // Focus follows to the opened folder's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Public documents' })).toBe(
        globalThis.document.activeElement,
      ),
    );
  });

  it('uploads several files with a progress bar each, then registers them with one call into the cached folder', async () => {
    const requests = recordingRequests({ autoFinish: false });
    vi.stubGlobal('XMLHttpRequest', requests.RecordingRequest);
    const { named } = await openPublicFolder({
      DocumentsUpload: (variables) => {
        const input = variables.input as { files: Array<{ fileName: string }> };
        return {
          uploadOrganizationDocuments: {
            __typename: 'OrganizationDocumentsPayload',
            success: true,
            message: 'Operation succeeded!',
            documents: input.files.map((entry, index) =>
              document(`new-${index}`, entry.fileName, { createdAt: new Date().toISOString() }),
            ),
          },
        };
      },
    });
    expect(screen.queryByRole('button', { name: /^Upload Document/ })).toBeNull();
    choose(file('policy.pdf', 1536));
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeTruthy();
    choose(file('benefits.pdf', 2048));
    const queue = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(queue).getByText('1.5 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Documents' }));

    // Both files are half sent, each with its own bar.
    await waitFor(() => expect(requests.pendingCount()).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading policy.pdf' }).getAttribute('aria-valuenow')).toBe(
        '50',
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading benefits.pdf' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    expect(named('DocumentsUpload')).toHaveLength(0);

    requests.release();
    expect(await screen.findByText('2 documents uploaded.')).toBeTruthy();
    expect(named('DocumentsCreateUploadUrl').map((operation) => operation.variables)).toEqual([
      { organizationId: 'org-1', fileName: 'policy.pdf', contentType: 'application/pdf' },
      { organizationId: 'org-1', fileName: 'benefits.pdf', contentType: 'application/pdf' },
    ]);
    expect(requests.sent.map((request) => [request.method, request.url, request.headers])).toEqual([
      [
        'PUT',
        'https://storage.example/upload-1',
        { 'Content-Type': 'application/pdf', 'x-goog-if-generation-match': '0' },
      ],
      [
        'PUT',
        'https://storage.example/upload-2',
        { 'Content-Type': 'application/pdf', 'x-goog-if-generation-match': '0' },
      ],
    ]);
    expect(named('DocumentsUpload')).toHaveLength(1);
    expect(named('DocumentsUpload')[0]!.variables).toEqual({
      input: {
        folderId: 'root-public',
        files: [
          { filePath: 'organizations/org-1/documents/policy.pdf', fileName: 'policy.pdf' },
          { filePath: 'organizations/org-1/documents/benefits.pdf', fileName: 'benefits.pdf' },
        ],
      },
    });
    // Written into the cached folder, newest first, without loading the folder again.
    await waitFor(() =>
      expect(fileNames()).toEqual(['policy.pdf', 'benefits.pdf', 'leave-policy.pdf', 'handbook.pdf']),
    );
    expect(named('DocumentsRootFolder')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Files to upload' })).toBeNull();
  });

  it("shows the server's message as an error notification when the upload address is refused", async () => {
    const requests = recordingRequests();
    vi.stubGlobal('XMLHttpRequest', requests.RecordingRequest);
    const { named } = await openPublicFolder({
      DocumentsCreateUploadUrl: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'Not authorized to share organization documents',
            path: ['createUploadUrl'],
            extensions: { code: 'FORBIDDEN' },
          },
        ]),
    });
    choose(file('policy.pdf', 100));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Not authorized to share organization documents')).toBeTruthy();
    expect(requests.sent).toHaveLength(0);
    expect(named('DocumentsUpload')).toHaveLength(0);
    // The file stays queued to try again.
    expect(within(screen.getByRole('list', { name: 'Files to upload' })).getByText('policy.pdf')).toBeTruthy();
  });

  it('flags the first chosen file over 1,000,000 bytes and holds the upload until it is removed', async () => {
    await openPublicFolder();
    choose(file('large.pdf', 1_000_001), file('exact.pdf', 1_000_000));
    const items = within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(OVER_LIMIT_TEXT)).toBeTruthy();
    expect(within(items[1]!).queryByText(OVER_LIMIT_TEXT)).toBeNull();
    const upload = screen.getByRole('button', { name: 'Upload Documents' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove large.pdf' }));
    expect((screen.getByRole('button', { name: 'Upload Document' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('deletes a document only after confirming, and takes it out of the folder', async () => {
    const { named } = await openPublicFolder({
      DocumentsDelete: (variables) => ({
        deleteOrganizationDocument: {
          __typename: 'OrganizationDocumentPayload',
          success: true,
          message: 'Operation succeeded!',
          document: { __typename: 'OrganizationDocument', id: variables.documentId, folderId: 'root-public' },
        },
      }),
    });
    const deleteButton = screen.getByRole('button', { name: 'Delete handbook.pdf' });
    fireEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(within(dialog).getByText(/“handbook.pdf” is removed for everyone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('DocumentsDelete')).toHaveLength(0);
    await waitFor(() => expect(globalThis.document.activeElement).toBe(deleteButton));

    fireEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted.')).toBeTruthy();
    expect(named('DocumentsDelete')[0]!.variables).toEqual({ documentId: 'doc-2' });
    await waitFor(() => expect(fileNames()).toEqual(['leave-policy.pdf']));
    expect(named('DocumentsRootFolder')).toHaveLength(1);
  });

  it('downloads through a short-lived address', async () => {
    const { named } = await openPublicFolder({
      OrganizationDocumentUrl: () => ({
        organizationDocumentUrl: {
          __typename: 'OrganizationDocumentUrl',
          success: true,
          url: 'https://files.example/a',
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download leave-policy.pdf' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith('https://files.example/a'));
    expect(named('OrganizationDocumentUrl')[0]!.variables).toEqual({ documentId: 'doc-1' });
  });

  it('shows an error toast, and stays on the page, when the document to download is not found', async () => {
    const { router } = await openPublicFolder({
      OrganizationDocumentUrl: () =>
        new GraphQLErrorsAnswer([
          { message: 'Document not found', path: ['organizationDocumentUrl'], extensions: { code: 'NOT_FOUND' } },
        ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download leave-policy.pdf' }));
    expect(await screen.findByText(DOCUMENT_NOT_AVAILABLE)).toBeTruthy();
    expect(startDownload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/documents-admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Public documents' })).toBeTruthy();
  });

  it('offers no change where viewerCan does not allow it; downloading stays', async () => {
    const readOnlyDocs = [
      document('doc-1', 'leave-policy.pdf', { viewerCan: { update: false, delete: false, shareToCase: false } }),
    ];
    await openPublicFolder({
      DocumentsRootFolder: rootFolders(
        publicRoot({
          viewerCan: { __typename: 'DocumentFolderViewerCan', ...NOTHING_ALLOWED },
          documents: readOnlyDocs,
        }),
      ),
    });
    await screen.findByRole('list', { name: 'Folders' });
    expect(screen.getByRole('button', { name: 'Download leave-policy.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByLabelText('Choose files for Public documents')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(within(documentsTable()).getAllByRole('row')[1]!).getByText('Public')).toBeTruthy();
  });

  it('sends a viewer without manageDocuments to not-found', async () => {
    const { router } = renderDocuments('/documents-admin', 'CASEWORKER', {
      DocumentsPermissions: () => permissions({ manageDocuments: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('keeps an employee out by role', async () => {
    const { router } = renderDocuments('/documents-admin', 'USER');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('creates a folder after checking its name, and lists it without reloading', async () => {
    const { named } = await openPublicFolder({
      DocumentsCreateFolder: (variables) => {
        const input = variables.input as { label: string };
        if (input.label === 'Taken') {
          throw new GraphQLErrorsAnswer([
            { message: 'label: a folder with this name exists here', extensions: { code: 'BAD_USER_INPUT' } },
          ]);
        }
        return {
          createDocumentFolder: {
            __typename: 'DocumentFolderPayload',
            success: true,
            message: null,
            folder: folder('folder-benefits', input.label, { path: `Public documents/${input.label}` }),
          },
        };
      },
    });
    await screen.findByRole('list', { name: 'Folders' });
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByRole('textbox', { name: 'Folder name' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Enter a folder name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'HR/Benefits' } });
    expect(within(dialog).getByText('Folder names cannot contain “/”.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(within(dialog).getByText('Folder names are at most 100 characters.')).toBeTruthy();
    expect(named('DocumentsCreateFolder')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('label: a folder with this name exists here')).toBeTruthy();

    fireEvent.change(name, { target: { value: '  Benefits ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('DocumentsCreateFolder').at(-1)!.variables).toEqual({
      input: { parentId: 'root-public', label: 'Benefits' },
    });
    const folders = screen.getByRole('list', { name: 'Folders' });
    expect(
      within(folders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Benefits', 'Policies']);
    expect(named('DocumentsChildFolders')).toHaveLength(1);
  });

  it('renames a document and switches it public, from the answers alone', async () => {
    const updated: Resolver = (variables) => {
      const input = variables.input as { documentId: string; fileName?: string; isPublic?: boolean };
      return {
        updateOrganizationDocument: {
          __typename: 'OrganizationDocumentPayload',
          success: true,
          message: null,
          document: document(input.documentId, input.fileName ?? 'handbook.pdf', {
            isPublic: input.isPublic ?? false,
          }),
        },
      };
    };
    const { named } = await openPublicFolder({ DocumentsUpdate: updated });
    fireEvent.click(screen.getByRole('switch', { name: 'Public: handbook.pdf' }));
    expect(await screen.findByText('“handbook.pdf” is now public.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Public: handbook.pdf' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(named('DocumentsUpdate')[0]!.variables).toEqual({ input: { documentId: 'doc-2', isPublic: true } });

    fireEvent.click(screen.getByRole('button', { name: 'Rename handbook.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const name = within(dialog).getByRole('textbox', { name: 'File name' });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Enter a file name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Employee handbook.pdf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(fileNames()).toEqual(['leave-policy.pdf', 'Employee handbook.pdf']));
    expect(named('DocumentsUpdate')[1]!.variables).toEqual({
      input: { documentId: 'doc-2', fileName: 'Employee handbook.pdf' },
    });
    expect(named('DocumentsRootFolder')).toHaveLength(1);
  });

  it('moves a document to another folder of the same type, picked from every folder of that type', async () => {
    const year = folder('folder-2026', '2026', { path: 'Public documents/Policies/2026', parentId: 'folder-policies' });
    const { named } = await openPublicFolder({
      DocumentsChildFolders: childFolders({ 'root-public': [POLICIES], 'folder-policies': [year] }),
      DocumentsUpdate: (variables) => {
        const input = variables.input as { documentId: string; folderId: string };
        return {
          updateOrganizationDocument: {
            __typename: 'OrganizationDocumentPayload',
            success: true,
            message: null,
            document: document(input.documentId, 'leave-policy.pdf', { folderId: input.folderId }),
          },
        };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move leave-policy.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “leave-policy.pdf”' });
    const picker = await within(dialog).findByRole('radiogroup', { name: 'Folder' });
    const options = within(picker).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Public documents (current folder)',
      'Public documents/Policies',
      'Public documents/Policies/2026',
    ]);
    expect((options[0] as HTMLInputElement).disabled).toBe(true);
    expect(named('DocumentsChildFolders').map((operation) => operation.variables.parentId)).toEqual([
      'root-public',
      'folder-policies',
      'folder-2026',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose a folder.')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('radio', { name: 'Public documents/Policies/2026' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved to “Public documents/Policies/2026”.')).toBeTruthy();
    await waitFor(() => expect(fileNames()).toEqual(['handbook.pdf']));
    expect(named('DocumentsUpdate')[0]!.variables).toEqual({
      input: { documentId: 'doc-1', folderId: 'folder-2026' },
    });
  });

  it('gives the CV Admin a Global tab with the documents shared with every organization', async () => {
    const { named } = renderDocuments('/documents-admin', 'CVADMIN', {
      DocumentsPermissions: () => permissions({ allOrganizations: true }),
      DocumentsGlobal: () => ({
        allGlobalDocuments: [document('g-1', 'ada-guide.pdf', { isGlobal: true, organizationId: null })],
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Global' }));
    const table = await screen.findByRole('table', { name: 'Global documents' });
    expect(within(table).getByText('ada-guide.pdf')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Move / })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete ada-guide.pdf' })).toBeTruthy();
    expect(named('DocumentsGlobal')).toHaveLength(1);
  });

  it('has no Global tab for an organization admin', async () => {
    renderDocuments('/documents-admin', 'ADMIN');
    await screen.findByRole('tab', { name: 'Public documents' });
    expect(screen.queryByRole('tab', { name: 'Global' })).toBeNull();
  });
});
