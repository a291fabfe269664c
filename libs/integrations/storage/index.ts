export { NO_OBJECT_GENERATION, STORAGE_DRIVER, type SignedUploadUrl, type StorageDriver } from './storage-driver.js';
export {
  ORGANIZATION_IMAGE_NAMES,
  PARTNER_INTEGRATION_IMAGE_NAMES,
  MAX_FILE_NAME_LENGTH,
  type OrganizationImageName,
  type PartnerIntegrationImageName,
  type ParsedStoragePath,
  type StorageOwnerKind,
  anonymousPath,
  inboundEmailPath,
  attachmentContentDisposition,
  organizationDocumentPath,
  organizationPath,
  parseStoragePath,
  partnerIntegrationPath,
  personalPath,
  sanitizeFileName,
} from './storage-paths.js';
export {
  OCTET_STREAM,
  UPLOAD_SIZE_FLAG_BYTES,
  formatFileSize,
  isJpeg,
  isOverUploadSizeFlag,
  isPdf,
  isPng,
  mediaTypeEssence,
  mentionsAttachment,
  safeContentType,
} from './file-sniffing.js';
export { type SignedTokenPayload, signToken, verifyToken } from './signed-token.js';
export { LocalStorageDriver, type LocalStorageOptions } from './local-storage.driver.js';
export {
  GcsStorageDriver,
  type GcsBucket,
  type GcsFile,
  type GcsSignedUrlConfig,
  type GcsStorageOptions,
} from './gcs-storage.driver.js';
export { StorageModule, createStorageDriver } from './storage.module.js';
