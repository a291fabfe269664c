/** Document types (spec 000 §3 "Document types"), values verbatim. Each root folder holds one type. */
export enum DocumentType {
  CASE_ATTACHMENT = 'CASE_ATTACHMENT',
  PRIVATE_DOCUMENT = 'PRIVATE_DOCUMENT',
  PUBLIC_DOCUMENT = 'PUBLIC_DOCUMENT',
  RECOMMENDED_DOCUMENT = 'RECOMMENDED_DOCUMENT',
  USER_DOCUMENT = 'USER_DOCUMENT',
}

export const DOCUMENT_TYPES: readonly DocumentType[] = Object.freeze(Object.values(DocumentType));

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The label of each type's root folder (the first segment of every folder path). */
export const ROOT_FOLDER_LABELS: Readonly<Record<DocumentType, string>> = Object.freeze({
  [DocumentType.CASE_ATTACHMENT]: 'Case attachments',
  [DocumentType.PRIVATE_DOCUMENT]: 'Private documents',
  [DocumentType.PUBLIC_DOCUMENT]: 'Public documents',
  [DocumentType.RECOMMENDED_DOCUMENT]: 'Recommended documents',
  [DocumentType.USER_DOCUMENT]: 'User documents',
});

/**
 * Types with a global root: a USER_DOCUMENT belongs to one person of one organization, so there is no
 * global library of them.
 */
export function hasGlobalRoot(type: DocumentType): boolean {
  return type !== DocumentType.USER_DOCUMENT;
}
