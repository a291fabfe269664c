import { Principal, Role, TpaSubRole } from '#access';
import { DocumentType } from './document-type.js';
import {
  documentViewerCan,
  folderViewerCan,
  mayCarryDocument,
  mayOpenFolder,
  maySeeDocument,
  type DocumentFacts,
} from './document-rules.js';

const ORG = '0a000000-0000-4000-8000-000000000001';
const OTHER = '0a000000-0000-4000-8000-000000000002';
const person = (role: Role, id = `${role.toLowerCase()}-1`, customPermissions?: string[]) =>
  Principal.forSession({
    id,
    role,
    organizationId: ORG,
    isMultiOrgAdmin: false,
    organizationAccess: [],
    customRole: customPermissions ? { name: 'CUSTOM', label: 'Custom', permissions: customPermissions } : null,
  });
const tpa = Principal.forSession({
  id: 'tpa-1',
  role: Role.CVTPA,
  organizationId: null,
  isMultiOrgAdmin: false,
  organizationAccess: [{ organizationId: ORG, role: TpaSubRole.TPAMEDICAL }],
});
const doc = (facts: Partial<DocumentFacts>): DocumentFacts => ({
  organizationId: ORG,
  type: DocumentType.PUBLIC_DOCUMENT,
  isPublic: true,
  userId: null,
  ...facts,
});
const employee = person(Role.USER, 'pat');

describe('document rules', () => {
  it('employees see public documents (not private ones) and their own user documents only', () => {
    expect(maySeeDocument(employee, doc({}))).toBe(true);
    expect(maySeeDocument(employee, doc({ isPublic: false }))).toBe(false);
    expect(maySeeDocument(employee, doc({ type: DocumentType.PRIVATE_DOCUMENT }))).toBe(false);
    expect(maySeeDocument(employee, doc({ type: DocumentType.USER_DOCUMENT, userId: 'pat', isPublic: false }))).toBe(
      true,
    );
    expect(maySeeDocument(employee, doc({ type: DocumentType.USER_DOCUMENT, userId: 'sam', isPublic: true }))).toBe(
      false,
    );
    expect(maySeeDocument(employee, doc({ organizationId: null }))).toBe(true);
    expect(maySeeDocument(employee, doc({ organizationId: OTHER }))).toBe(false);
    expect(mayOpenFolder(employee, { organizationId: ORG, type: DocumentType.USER_DOCUMENT, isRoot: true })).toBe(true);
    expect(
      mayOpenFolder(employee, { organizationId: ORG, type: DocumentType.RECOMMENDED_DOCUMENT, isRoot: true }),
    ).toBe(false);
  });

  it('documents readers see every document of organizations they act in; a custom role needs access_document_settings', () => {
    const hidden = doc({ type: DocumentType.PRIVATE_DOCUMENT, isPublic: false });
    for (const reader of [person(Role.CASEWORKER), person(Role.ADMIN), tpa])
      expect(maySeeDocument(reader, hidden)).toBe(true);
    expect(maySeeDocument(person(Role.USER, 'u', ['access_document_settings']), hidden)).toBe(true);
    expect(maySeeDocument(tpa, doc({ organizationId: OTHER }))).toBe(false);
  });

  it('upload and update: admin and Cvadmin; delete: delete_org_document; global: Cvadmin only', () => {
    expect(documentViewerCan(person(Role.ADMIN), doc({}))).toEqual({ update: true, delete: true, shareToCase: true });
    expect(documentViewerCan(person(Role.CASEWORKER), doc({}))).toEqual({
      update: false,
      delete: false,
      shareToCase: true,
    });
    expect(documentViewerCan(person(Role.ADMIN, 'a', ['delete_org_document']), doc({})).delete).toBe(true);
    expect(documentViewerCan(person(Role.ADMIN), doc({ organizationId: null }))).toMatchObject({
      update: false,
      delete: false,
    });
    expect(documentViewerCan(person(Role.CVADMIN), doc({ organizationId: null }))).toMatchObject({
      update: true,
      delete: true,
    });
    const root = { organizationId: ORG, type: DocumentType.PUBLIC_DOCUMENT, isRoot: true };
    expect(folderViewerCan(person(Role.ADMIN), root)).toEqual({ createFolder: false, upload: true, rename: false });
    expect(folderViewerCan(person(Role.CVADMIN), { ...root, isRoot: false })).toEqual({
      createFolder: true,
      upload: true,
      rename: true,
    });
  });

  it('carries a document to an employee: not private, a user document only its own', () => {
    const worker = person(Role.CASEWORKER);
    expect(mayCarryDocument(worker, doc({}), ORG, 'pat')).toBe(true);
    expect(mayCarryDocument(worker, doc({ organizationId: null }), ORG, 'pat')).toBe(true);
    expect(mayCarryDocument(worker, doc({ type: DocumentType.PRIVATE_DOCUMENT }), ORG, 'pat')).toBe(false);
    expect(mayCarryDocument(worker, doc({ type: DocumentType.USER_DOCUMENT, userId: 'sam' }), ORG, 'pat')).toBe(false);
    expect(mayCarryDocument(worker, doc({ type: DocumentType.USER_DOCUMENT, userId: 'pat' }), ORG, 'pat')).toBe(true);
    expect(mayCarryDocument(worker, doc({ organizationId: OTHER }), ORG, 'pat')).toBe(false);
    expect(mayCarryDocument(worker, doc({}), OTHER, 'pat')).toBe(false);
  });
});
