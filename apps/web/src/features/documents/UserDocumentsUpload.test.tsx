import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPermissionsAnswer, preloadLazyModules, setViewportWidth } from '../../app/routes/test-support';
import { EMPLOYEE_SEARCH_DELAY_MS } from '../../shared/EmployeePicker';
import { document as documentRow, folder, recordingRequests, renderDocuments, type Resolver } from './test-documents';

const USER_DOCUMENTS_PATH = '/documents-admin?type=USER_DOCUMENT';
const USER_ROOT = {
  ...folder('root-user', 'User documents', { isRoot: true, parentId: null, type: 'USER_DOCUMENT' }),
  documents: [],
};

const EMPLOYEES: Resolver = (variables) => ({
  usersByRole: {
    __typename: 'UsersPage',
    users: [
      { __typename: 'User', id: 'emp-1', fullName: 'Maria Lopez', email: 'maria@acme.test' },
      { __typename: 'User', id: 'emp-2', fullName: 'Sam Chen', email: 'sam@acme.test' },
    ].filter((person) => !variables.searchText || person.fullName.includes(String(variables.searchText))),
  },
});

const UPLOAD_URL: Resolver = (variables) => ({
  createUploadUrl: {
    __typename: 'UploadUrlPayload',
    success: true,
    message: null,
    url: 'https://storage.example/upload-1',
    path: `organizations/org-1/documents/${String(variables.fileName)}`,
    headers: [],
  },
});

const UPLOADED: Resolver = (variables) => {
  const input = variables.input as { files: Array<{ fileName: string }> };
  return {
    uploadOrganizationDocuments: {
      __typename: 'OrganizationDocumentsPayload',
      success: true,
      message: 'Operation succeeded!',
      documents: input.files.map((entry, index) =>
        documentRow(`new-${index}`, entry.fileName, { type: 'USER_DOCUMENT', folderId: 'root-user', isPublic: false }),
      ),
    },
  };
};

function openUserDocuments(resolvers: Record<string, Resolver> = {}) {
  return renderDocuments(USER_DOCUMENTS_PATH, 'ADMIN', {
    DocumentsRootFolder: () => ({ rootDocumentFolder: USER_ROOT }),
    RequestEmployees: EMPLOYEES,
    DocumentsCreateUploadUrl: UPLOAD_URL,
    DocumentsUpload: UPLOADED,
    ...resolvers,
  });
}

describe('uploading user documents', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./DocumentsAdminPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks whose documents they are, and sends that employee with the files', async () => {
    vi.stubGlobal('XMLHttpRequest', recordingRequests().RecordingRequest);
    const { named } = openUserDocuments();
    await screen.findByRole('heading', { level: 2, name: 'User documents' });
    fireEvent.change(screen.getByLabelText('Choose files for User documents'), {
      target: { files: [new File([new Uint8Array(10)], 'accommodation-letter.pdf', { type: 'application/pdf' })] },
    });

    // Without an employee nothing is sent: the picker says why and takes the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Choose the employee these documents belong to.')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Employee' });
    expect(document.activeElement).toBe(picker);
    expect(named('DocumentsCreateUploadUrl')).toHaveLength(0);

    fireEvent.change(picker, { target: { value: 'Maria' } });
    await new Promise((resolve) => setTimeout(resolve, EMPLOYEE_SEARCH_DELAY_MS + 50));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByText('Maria Lopez'));
    expect(screen.queryByText('Choose the employee these documents belong to.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(named('DocumentsUpload')).toHaveLength(1));
    expect(named('DocumentsUpload')[0]!.variables).toEqual({
      input: {
        folderId: 'root-user',
        userId: 'emp-1',
        files: [
          { filePath: 'organizations/org-1/documents/accommodation-letter.pdf', fileName: 'accommodation-letter.pdf' },
        ],
      },
    });
  });

  it('explains, instead of offering an upload it cannot finish, to a viewer who may not look up people', async () => {
    openUserDocuments({ MyPermissions: () => myPermissionsAnswer({ queryUsers: false }) });
    await screen.findByRole('heading', { level: 2, name: 'User documents' });
    expect(await screen.findByText(/User documents belong to one employee each/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
  });
});
