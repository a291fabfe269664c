export { DocumentType, DOCUMENT_TYPES, isDocumentType, ROOT_FOLDER_LABELS, hasGlobalRoot } from './document-type.js';
export { DocumentFolderEntity } from './document-folder.entity.js';
export { OrganizationDocumentEntity } from './organization-document.entity.js';
export {
  DocumentMessages,
  DocumentRules,
  type DocumentFacts,
  type FolderFacts,
  documentViewerCan,
  folderViewerCan,
  mayCarryDocument,
  maySeeDocument,
  mayOpenFolder,
} from './document-rules.js';
export {
  documentsForEmployeeMessages,
  documentsForMessage,
  documentsForTemplate,
  MESSAGE_DOCUMENTS_MESSAGE,
  TEMPLATE_DOCUMENTS_MESSAGE,
} from './library-documents.js';
export {
  DocumentsService,
  MAX_DOCUMENTS_PER_UPLOAD,
  MAX_FOLDER_LABEL_LENGTH,
  SHARE_DOCUMENTS_MESSAGE,
  type CreateFolderInput,
  type ShareDocumentsInput,
  type UpdateDocumentInput,
  type UploadDocumentsInput,
} from './documents.service.js';
export { DocumentsModule } from './documents.module.js';
