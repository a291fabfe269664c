export { CaseAttachmentEntity } from './case-attachment.entity.js';
export {
  AttachmentRules,
  CaseAttachmentsService,
  DELETE_ATTACHMENT_MESSAGE,
  maySeeAttachment,
  PHI_FILE_MESSAGE,
  seesInternalNotes,
  type NewAttachment,
  visibleCaseAttachments,
} from './case-attachments.service.js';
export { CaseAttachmentsModule } from './case-attachments.module.js';
