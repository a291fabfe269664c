import type { EntityManager } from 'typeorm';
import { DocumentFolderEntity, DocumentType, OrganizationDocumentEntity, ROOT_FOLDER_LABELS } from '#domain/documents';
import type { StorageDriver } from '#integrations';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-data.js';

const folder = (n: number) => `0d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const document = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ACME = DEMO_ORGANIZATIONS.acme.id;
const ADMIN = DEMO_USERS.find((user) => user.key === 'admin')!.id;
const EMPLOYEE = DEMO_USERS.find((user) => user.key === 'employee')!.id;

/** A tiny but valid-looking PDF: the library checks uploaded bytes against their type. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/**
 * Acme's library: a public "Policies" folder with the leave policy, a private "Templates" folder, a
 * recommended "Ergonomics" folder with a workstation guide (what coordinators add to cases), and the demo
 * employee's own document among the User documents.
 */
export const DEMO_DOCUMENT_FOLDERS = [
  { id: folder(1), type: DocumentType.PUBLIC_DOCUMENT, label: ROOT_FOLDER_LABELS.PUBLIC_DOCUMENT, parentId: null },
  { id: folder(2), type: DocumentType.PUBLIC_DOCUMENT, label: 'Policies', parentId: folder(1) },
  { id: folder(3), type: DocumentType.PRIVATE_DOCUMENT, label: ROOT_FOLDER_LABELS.PRIVATE_DOCUMENT, parentId: null },
  { id: folder(4), type: DocumentType.PRIVATE_DOCUMENT, label: 'Templates', parentId: folder(3) },
  {
    id: folder(5),
    type: DocumentType.RECOMMENDED_DOCUMENT,
    label: ROOT_FOLDER_LABELS.RECOMMENDED_DOCUMENT,
    parentId: null,
  },
  { id: folder(6), type: DocumentType.RECOMMENDED_DOCUMENT, label: 'Ergonomics', parentId: folder(5) },
  { id: folder(7), type: DocumentType.USER_DOCUMENT, label: ROOT_FOLDER_LABELS.USER_DOCUMENT, parentId: null },
] as const;

export const DEMO_DOCUMENTS = [
  {
    id: document(1),
    folderId: folder(2),
    type: DocumentType.PUBLIC_DOCUMENT,
    isPublic: true,
    fileName: 'Leave of absence policy.pdf',
    path: `organizations/${ACME}/0d0c0000000000000000000a-Leave_of_absence_policy.pdf`,
  },
  {
    id: document(2),
    folderId: folder(4),
    type: DocumentType.PRIVATE_DOCUMENT,
    isPublic: false,
    fileName: 'Accommodation approval letter template.pdf',
    path: `organizations/${ACME}/0d0c0000000000000000000b-Accommodation_approval_letter_template.pdf`,
  },
  {
    id: document(3),
    folderId: folder(6),
    type: DocumentType.RECOMMENDED_DOCUMENT,
    isPublic: false,
    fileName: 'Workstation setup guide.pdf',
    path: `organizations/${ACME}/0d0c0000000000000000000c-Workstation_setup_guide.pdf`,
  },
  {
    id: document(4),
    folderId: folder(7),
    type: DocumentType.USER_DOCUMENT,
    isPublic: false,
    fileName: 'Physician statement.pdf',
    path: `organizations/${ACME}/0d0c0000000000000000000d-Physician_statement.pdf`,
    userId: EMPLOYEE,
  },
] as const;

/** Writes the demo library's folders and documents (rows only; seedDemoDocumentFiles stores the bytes). */
export async function seedDemoDocumentRows(manager: EntityManager): Promise<void> {
  const paths = new Map<string, string>();
  for (const demo of DEMO_DOCUMENT_FOLDERS) {
    const path = demo.parentId ? `${paths.get(demo.parentId)}/${demo.label}` : demo.label;
    paths.set(demo.id, path);
    await manager.insert(DocumentFolderEntity, {
      id: demo.id,
      organizationId: ACME,
      parentId: demo.parentId,
      type: demo.type,
      label: demo.label,
      path,
      isGlobal: false,
      isRoot: demo.parentId === null,
    });
  }
  for (const demo of DEMO_DOCUMENTS) {
    await manager.insert(OrganizationDocumentEntity, {
      ...demo,
      organizationId: ACME,
      userId: 'userId' in demo ? demo.userId : null,
      uploadedById: ADMIN,
    });
  }
}

/** Stores the demo documents' bytes through the storage driver, where they are missing. */
export async function seedDemoDocumentFiles(storage: StorageDriver): Promise<void> {
  for (const demo of DEMO_DOCUMENTS) {
    if (!(await storage.exists(demo.path))) await storage.putObject(demo.path, pdf(demo.fileName), 'application/pdf');
  }
}
