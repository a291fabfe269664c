/**
 * Fixtures and rendering for the documents screens' tests. Imported by tests only.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';

export { GraphQLErrorsAnswer, ORG_ID, type Resolver } from '../../app/routes/test-support';

export function permissions(overrides: Record<string, boolean> = {}) {
  return {
    myPermissions: {
      __typename: 'MyPermissions',
      organizationId: ORG_ID,
      manageDocuments: true,
      uploadOrganizationDocuments: true,
      deleteOrgDocument: true,
      allOrganizations: false,
      ...overrides,
    },
  };
}

export const ALL_ALLOWED = { createFolder: true, upload: true, rename: true };
export const NOTHING_ALLOWED = { createFolder: false, upload: false, rename: false };

export function folder(id: string, label: string, overrides: Record<string, unknown> = {}) {
  const { viewerCan = ALL_ALLOWED, ...rest } = overrides;
  return {
    __typename: 'DocumentFolder',
    id,
    label,
    type: 'PUBLIC_DOCUMENT',
    path: label,
    isGlobal: false,
    isRoot: false,
    parentId: 'root-public',
    organizationId: ORG_ID,
    viewerCan: { __typename: 'DocumentFolderViewerCan', ...(viewerCan as object) },
    ...rest,
  };
}

export function document(id: string, fileName: string, overrides: Record<string, unknown> = {}) {
  const { viewerCan = { update: true, delete: true, shareToCase: true }, ...rest } = overrides;
  return {
    __typename: 'OrganizationDocument',
    id,
    fileName,
    type: 'PUBLIC_DOCUMENT',
    isGlobal: false,
    isPublic: true,
    organizationId: ORG_ID,
    folderId: 'root-public',
    userId: null,
    createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    uploadedBy: {
      __typename: 'DocumentUploader',
      id: 'user-admin',
      firstName: 'Hana',
      lastName: 'Ortiz',
      role: 'ADMIN',
    },
    viewerCan: { __typename: 'DocumentViewerCan', ...(viewerCan as object) },
    ...rest,
  };
}

/** The public root folder: two documents and one child folder, everything allowed unless overridden. */
export function publicRoot(overrides: Record<string, unknown> = {}) {
  return {
    ...folder('root-public', 'Public documents', { isRoot: true, parentId: null }),
    documents: [document('doc-1', 'leave-policy.pdf'), document('doc-2', 'handbook.pdf', { isPublic: false })],
    ...overrides,
  };
}

export const POLICIES = folder('folder-policies', 'Policies', { path: 'Public documents/Policies' });

/** Answers rootDocumentFolder per type: the public root above, an empty root for the others. */
export function rootFolders(publicFolder: unknown = publicRoot()): Resolver {
  return (variables) => {
    const type = String(variables.documentType);
    if (type === 'PUBLIC_DOCUMENT') return { rootDocumentFolder: publicFolder };
    return {
      rootDocumentFolder: {
        ...folder(`root-${type}`, `Root ${type}`, { isRoot: true, parentId: null, type }),
        documents: [],
      },
    };
  };
}

export function childFolders(byParent: Record<string, unknown[]> = { 'root-public': [POLICIES] }): Resolver {
  return (variables) => ({ allChildDocumentFolders: byParent[String(variables.parentId)] ?? [] });
}

/** Renders the app at `path` with toasts, as a signed-in user of `role`. */
export function renderDocuments(path: string, role: Role, resolvers: Record<string, Resolver> = {}) {
  const fake = makeClient({
    DocumentsPermissions: () => permissions(),
    DocumentsRootFolder: rootFolders(),
    DocumentsChildFolders: childFolders(),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  const rendered = render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...fake, router, ...rendered };
}

/** A PUT the browser sent to storage. */
export interface SentBytes {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stands in for XMLHttpRequest (the signed upload's PUT): records each request, reports half of it sent,
 * and answers 200 when `release()` is called (or at once with `autoFinish`).
 */
export function recordingRequests({ autoFinish = true } = {}) {
  const sent: SentBytes[] = [];
  const pending: Array<() => void> = [];
  class RecordingRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    private record: SentBytes = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.record = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.record.headers[name] = value;
    }
    send(body: unknown) {
      this.record.body = body;
      sent.push(this.record);
      const finish = () => {
        this.status = 200;
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        if (autoFinish) finish();
        else pending.push(finish);
      }, 0);
    }
  }
  const release = () => pending.splice(0).forEach((finish) => finish());
  return { RecordingRequest, sent, release, pendingCount: () => pending.length };
}
