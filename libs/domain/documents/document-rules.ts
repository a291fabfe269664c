import { type AccessRule, Permission, type Principal, restricted, Role } from '#access';
import { DocumentType } from './document-type.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const DocumentMessages = {
  /** Spec 001 §8, verbatim. */
  SHARE: 'Not authorized to share organization documents',
  UPLOAD: 'Not authorized to upload organization documents',
  CREATE_FOLDER: 'Only a CV Admin can create document folders',
  GLOBAL: 'Only a CV Admin can manage global documents',
  DELETE: 'Not authorized to delete organization documents',
  READ: 'Not authorized to view organization documents',
} as const;

/**
 * Who may do what with the document library (spec 000 §6 "Default rules" and the route table), declared
 * on the resolvers and checked again by the service in the organization a folder or document belongs to.
 * - read: the documents-admin route (Cvadmin, Admin, Casemanager, Caseworker, Cvtpa; "Case workers and
 *   TPA: view ... all organization documents"), or a custom role holding access_document_settings, whose
 *   defaults are exactly those roles (libs/access permissions.ts).
 * - upload: "Admin or cvadmin: upload and update organization documents". access_document_settings is
 *   not added: its default holders include Caseworker and Cvtpa, who only view.
 * - createFolder: "Cvadmin only: ... folder creation in organization documents".
 * - global: "Cvadmin only: ... global documents".
 * - remove: the named permission delete_org_document (Admin and Cvadmin by default, custom roles override).
 * - multiOrganization: documents of one type across every organization the caller may act in.
 * - share: who may work the case ("Only a case worker can manage this case": case workers and TPA).
 */
export const DocumentRules = {
  read: {
    roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA],
    permissions: [Permission.ACCESS_DOCUMENT_SETTINGS],
    message: DocumentMessages.READ,
  },
  upload: { roles: [CVADMIN, ADMIN], message: DocumentMessages.UPLOAD },
  createFolder: { roles: [CVADMIN], message: DocumentMessages.CREATE_FOLDER },
  global: { roles: [CVADMIN], message: DocumentMessages.GLOBAL },
  remove: { permissions: [Permission.DELETE_ORG_DOCUMENT], message: DocumentMessages.DELETE },
  multiOrganization: { roles: [CVADMIN, CVTPA] },
  share: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: DocumentMessages.SHARE },
} satisfies Record<string, AccessRule>;

export type DocumentRule = keyof typeof DocumentRules;

/** The few fields the rules read from a folder. */
export type FolderFacts = { organizationId: string | null; type: DocumentType; isRoot: boolean };
/** The few fields the rules read from a document. */
export type DocumentFacts = {
  organizationId: string | null;
  type: DocumentType;
  isPublic: boolean;
  userId: string | null;
};

/** Types anyone who is not a documents reader (the employee) may browse: public documents and its own. */
const EMPLOYEE_FOLDER_TYPES: ReadonlySet<DocumentType> = new Set([
  DocumentType.PUBLIC_DOCUMENT,
  DocumentType.USER_DOCUMENT,
]);

/** Whether `principal`, scoped to the organization it acts in, holds `rule` there. */
export function holds(principal: Principal, rule: DocumentRule): boolean {
  return principal.satisfies(restricted(DocumentRules[rule]));
}

/**
 * The caller scoped to a row's organization (its own scope for a global row), or null where it may not act.
 * Global rows are judged in the organization the caller acts in.
 */
export function scopedTo(principal: Principal, organizationId: string | null): Principal | null {
  if (organizationId === null) return principal;
  return principal.canActIn(organizationId) ? principal.inOrganization(organizationId) : null;
}

/** Whether the caller may see a document that is not a documents reader's: the employee's view. */
export function employeeMaySeeDocument(userId: string, document: DocumentFacts): boolean {
  if (document.type === DocumentType.USER_DOCUMENT)
    return document.organizationId !== null && document.userId === userId;
  return document.isPublic && document.type !== DocumentType.PRIVATE_DOCUMENT;
}

/**
 * Whether the caller may see a document, its existence included: a documents reader every document of an
 * organization it may act in and every global one; anyone else the public documents (any type but
 * PRIVATE_DOCUMENT) of such an organization and global ones, and its own USER_DOCUMENTs.
 */
export function maySeeDocument(principal: Principal, document: DocumentFacts): boolean {
  const scoped = scopedTo(principal, document.organizationId);
  if (!scoped) return false;
  return holds(scoped, 'read') || employeeMaySeeDocument(scoped.userId, document);
}

/**
 * Whether the caller may open a folder: a documents reader any folder of an organization it may act in and
 * every global one; anyone else the PUBLIC_DOCUMENT and USER_DOCUMENT folders of such an organization (in
 * which it sees only what maySeeDocument lets through) and the global PUBLIC_DOCUMENT ones.
 */
export function mayOpenFolder(principal: Principal, folder: FolderFacts): boolean {
  const scoped = scopedTo(principal, folder.organizationId);
  if (!scoped) return false;
  if (holds(scoped, 'read')) return true;
  if (folder.organizationId === null) return folder.type === DocumentType.PUBLIC_DOCUMENT;
  return EMPLOYEE_FOLDER_TYPES.has(folder.type);
}

/** May the caller add documents to (or move documents into) this folder? Global ones: Cvadmin only. */
export function mayUploadTo(principal: Principal, folder: FolderFacts): boolean {
  const scoped = scopedTo(principal, folder.organizationId);
  if (!scoped) return false;
  return holds(scoped, folder.organizationId === null ? 'global' : 'upload');
}

/** May the caller create folders in this folder? Cvadmin only, global or not. */
export function mayCreateFolderIn(principal: Principal, folder: FolderFacts): boolean {
  const scoped = scopedTo(principal, folder.organizationId);
  return scoped !== null && holds(scoped, folder.organizationId === null ? 'global' : 'createFolder');
}

/** Renaming follows folder creation; a root keeps its type's label. */
export function mayRenameFolder(principal: Principal, folder: FolderFacts): boolean {
  return !folder.isRoot && mayCreateFolderIn(principal, folder);
}

/** May the caller change this document's name, folder or public flag? Global ones: Cvadmin only. */
export function mayUpdateDocument(principal: Principal, document: DocumentFacts): boolean {
  const scoped = scopedTo(principal, document.organizationId);
  if (!scoped || !maySeeDocument(principal, document)) return false;
  return holds(scoped, document.organizationId === null ? 'global' : 'upload');
}

/** May the caller delete this document? delete_org_document in its organization; global ones Cvadmin only. */
export function mayDeleteDocument(principal: Principal, document: DocumentFacts): boolean {
  const scoped = scopedTo(principal, document.organizationId);
  if (!scoped || !maySeeDocument(principal, document)) return false;
  return document.organizationId === null ? holds(scoped, 'global') : holds(scoped, 'remove');
}

/**
 * May this document, seen by the caller, go onto a case or into a message to `employeeUserId` of
 * `organizationId`? Of that organization or global, never PRIVATE_DOCUMENT, and a USER_DOCUMENT only when
 * it is that employee's own.
 */
export function mayCarryDocument(
  principal: Principal,
  document: DocumentFacts,
  organizationId: string,
  employeeUserId: string | null,
): boolean {
  if (document.organizationId !== null && document.organizationId !== organizationId) return false;
  if (document.type === DocumentType.PRIVATE_DOCUMENT) return false;
  if (document.type === DocumentType.USER_DOCUMENT && (employeeUserId === null || document.userId !== employeeUserId))
    return false;
  if (!principal.canActIn(organizationId)) return false;
  // Judged in the organization the case or message belongs to, global documents included.
  return maySeeDocument(principal.inOrganization(organizationId), document);
}

/** What the viewerCan of a document answers, without the case (shareToCase: may some case get it). */
export function documentViewerCan(principal: Principal, document: DocumentFacts) {
  const scoped = scopedTo(principal, document.organizationId);
  return {
    update: mayUpdateDocument(principal, document),
    delete: mayDeleteDocument(principal, document),
    shareToCase:
      scoped !== null &&
      holds(scoped, 'share') &&
      document.type !== DocumentType.PRIVATE_DOCUMENT &&
      maySeeDocument(principal, document),
  };
}

export function folderViewerCan(principal: Principal, folder: FolderFacts) {
  return {
    createFolder: mayCreateFolderIn(principal, folder),
    upload: mayUploadTo(principal, folder),
    rename: mayRenameFolder(principal, folder),
  };
}
