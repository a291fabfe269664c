import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { startDownload } from './document-transfer';
import {
  document,
  folder,
  GraphQLErrorsAnswer,
  permissions,
  publicRoot,
  renderDocuments,
  type Resolver,
} from './test-documents';

vi.mock('./document-transfer', async (importOriginal) => {
  const original = await importOriginal<typeof import('./document-transfer')>();
  return { ...original, startDownload: vi.fn() };
});

/** The employee's own documents: their root with one file. */
const MY_ROOT = {
  ...folder('root-mine', 'User documents', { isRoot: true, parentId: null, type: 'USER_DOCUMENT' }),
  documents: [document('doc-9', 'my-note.pdf', { type: 'USER_DOCUMENT', folderId: 'root-mine', isPublic: false })],
};

const roots: Resolver = (variables) =>
  variables.documentType === 'USER_DOCUMENT' ? { rootDocumentFolder: MY_ROOT } : { rootDocumentFolder: publicRoot() };

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('documents', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./DocumentsPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
    vi.mocked(startDownload).mockClear();
  });
  afterEach(() => cleanup());

  it('shows an employee the public documents and their own, to download only', async () => {
    const { named } = renderDocuments('/documents', 'USER', {
      DocumentsPermissions: () => permissions({ manageDocuments: false, uploadOrganizationDocuments: false }),
      DocumentsRootFolder: roots,
      OrganizationDocumentUrl: () => ({
        organizationDocumentUrl: {
          __typename: 'OrganizationDocumentUrl',
          success: true,
          url: 'https://files.example/p',
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await waitFor(() => expect(globalThis.document.title).toBe('Documents | Case Management'));
    const table = await screen.findByRole('table', { name: 'Documents in Public documents' });
    expect(within(table).getByText('leave-policy.pdf')).toBeTruthy();
    // Read-only here whatever the documents allow: changes belong to Documents Admin.
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Rename|Move|Delete) / })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage documents' })).toBeNull();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);

    fireEvent.click(within(table).getByRole('button', { name: 'Download leave-policy.pdf' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith('https://files.example/p'));

    fireEvent.click(screen.getByRole('tab', { name: 'My documents' }));
    const mine = await screen.findByRole('table', { name: 'Documents in User documents' });
    expect(within(mine).getByText('my-note.pdf')).toBeTruthy();
    expect(named('DocumentsRootFolder').map((operation) => operation.variables.documentType)).toEqual([
      'PUBLIC_DOCUMENT',
      'USER_DOCUMENT',
    ]);

    // The employee's navigation has Documents, not Documents Admin.
    expect(within(mainNavigation()).getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe('/documents');
    expect(within(mainNavigation()).queryByRole('link', { name: 'Documents Admin' })).toBeNull();
  });

  it('says when a folder has no documents yet', async () => {
    renderDocuments('/documents', 'USER', {
      DocumentsPermissions: () => permissions({ manageDocuments: false }),
      DocumentsRootFolder: () => ({ rootDocumentFolder: publicRoot({ documents: [] }) }),
      DocumentsChildFolders: () => ({ allChildDocumentFolders: [] }),
    });
    expect(await screen.findByText('No documents in this folder yet')).toBeTruthy();
    // Nothing to upload from here: no hint about choosing files.
    expect(screen.queryByText(/Choose files/)).toBeNull();
  });

  it('shows an error toast instead of leaving when the document is gone', async () => {
    const { router } = renderDocuments('/documents', 'USER', {
      DocumentsPermissions: () => permissions({ manageDocuments: false }),
      OrganizationDocumentUrl: () =>
        new GraphQLErrorsAnswer([
          { message: 'Document not found', path: ['organizationDocumentUrl'], extensions: { code: 'NOT_FOUND' } },
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download handbook.pdf' }));
    expect(await screen.findByText('This document is no longer available.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('offers staff who manage documents a way to Documents Admin, in the page and the navigation', async () => {
    renderDocuments('/documents', 'ADMIN');
    const link = await screen.findByRole('link', { name: 'Manage documents' });
    expect(link.getAttribute('href')).toBe('/documents-admin');
    expect(within(mainNavigation()).getByRole('link', { name: 'Documents Admin' }).getAttribute('href')).toBe(
      '/documents-admin',
    );
    // Staff read here too; the table's change actions stay in Documents Admin.
    await screen.findByRole('table', { name: 'Documents in Public documents' });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('asks again when the folder could not be loaded', async () => {
    let calls = 0;
    renderDocuments('/documents', 'USER', {
      DocumentsPermissions: () => permissions({ manageDocuments: false }),
      DocumentsRootFolder: () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { rootDocumentFolder: publicRoot() };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Documents in Public documents' })).toBeTruthy();
  });
});
