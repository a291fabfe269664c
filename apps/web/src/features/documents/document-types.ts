import type { DocumentType } from '../../generated/graphql';

/** The document types in the order the folder browser shows their root folders. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'CASE_ATTACHMENT',
  'PRIVATE_DOCUMENT',
  'PUBLIC_DOCUMENT',
  'RECOMMENDED_DOCUMENT',
  'USER_DOCUMENT',
];

export const DOCUMENT_TYPE_LABEL: Readonly<Record<DocumentType, string>> = {
  CASE_ATTACHMENT: 'Case attachments',
  PRIVATE_DOCUMENT: 'Private documents',
  PUBLIC_DOCUMENT: 'Public documents',
  RECOMMENDED_DOCUMENT: 'Recommended documents',
  USER_DOCUMENT: 'User documents',
};

export function isDocumentType(value: string | null): value is DocumentType {
  return !!value && (DOCUMENT_TYPES as readonly string[]).includes(value);
}
