import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLazyModules, setViewportWidth } from '../../app/routes/test-support';
import { folder, GraphQLErrorsAnswer, NOTHING_ALLOWED, renderDocuments, type Resolver } from './test-documents';

const POLICIES = folder('folder-policies', 'Policies', { path: 'Public documents/Policies' });
const YEAR = folder('folder-2026', '2026', { path: 'Public documents/Policies/2026', parentId: 'folder-policies' });

const RENAMED: Resolver = (variables) => {
  const input = variables.input as { folderId: string; label: string };
  if (input.label === 'Taken') {
    throw new GraphQLErrorsAnswer([
      { message: 'label: a folder named "Taken" is already there', extensions: { code: 'ALREADY_EXISTS' } },
    ]);
  }
  return {
    renameDocumentFolder: {
      __typename: 'DocumentFolderPayload',
      success: true,
      message: 'Operation succeeded!',
      folder: { ...POLICIES, label: input.label, path: `Public documents/${input.label}` },
    },
  };
};

function openPolicies(resolvers: Record<string, Resolver> = {}, role: 'CVADMIN' | 'ADMIN' = 'CVADMIN') {
  return renderDocuments('/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-policies', role, {
    DocumentsFolder: (variables) => ({
      documentFolder: { ...(variables.folderId === 'folder-2026' ? YEAR : POLICIES), documents: [] },
    }),
    DocumentsChildFolders: (variables) => ({
      allChildDocumentFolders: variables.parentId === 'folder-policies' ? [YEAR] : [],
    }),
    DocumentsRenameFolder: RENAMED,
    ...resolvers,
  });
}

describe('renaming a document folder', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./DocumentsAdminPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(cleanup);

  it('renames from the answer alone; the folders below it take the new path in their breadcrumb', async () => {
    const { named, router } = openPolicies();
    await screen.findByRole('heading', { level: 2, name: 'Policies' });
    // 2026 was open before: it is cached with its path.
    await router.navigate('/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-2026');
    await screen.findByRole('heading', { level: 2, name: '2026' });
    await router.navigate('/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-policies');
    await screen.findByRole('heading', { level: 2, name: 'Policies' });
    const renameButton = screen.getByRole('button', { name: 'Rename folder' });
    fireEvent.click(renameButton);
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const name = within(dialog).getByRole('textbox', { name: 'Folder name' });
    expect((name as HTMLInputElement).value).toBe('Policies');

    fireEvent.change(name, { target: { value: 'a/b' } });
    fireEvent.blur(name);
    expect(within(dialog).getByText('Folder names cannot contain “/”.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    // Not an input problem: the server's message as a notification, the dialog stays for another try.
    expect(await screen.findByText('label: a folder named "Taken" is already there')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rename folder' })).toBeTruthy();

    fireEvent.change(name, { target: { value: '  Company policies ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('DocumentsRenameFolder').at(-1)!.variables).toEqual({
      input: { folderId: 'folder-policies', label: 'Company policies' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Company policies' })).toBeTruthy();
    await waitFor(() => expect(globalThis.document.activeElement).toBe(renameButton));

    // The cached 2026 had the old path (as this fake api would still answer): it shows the new one.
    await router.navigate('/documents-admin?type=PUBLIC_DOCUMENT&folder=folder-2026');
    await screen.findByRole('heading', { level: 2, name: '2026' });
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByRole('link', { name: 'Company policies' })).toBeTruthy();
  });

  it('is not offered where the folder does not allow it', async () => {
    openPolicies(
      {
        DocumentsFolder: () => ({ documentFolder: { ...POLICIES, viewerCan: NOTHING_ALLOWED, documents: [] } }),
      },
      'ADMIN',
    );
    await screen.findByRole('heading', { level: 2, name: 'Policies' });
    expect(screen.queryByRole('button', { name: 'Rename folder' })).toBeNull();
  });
});
