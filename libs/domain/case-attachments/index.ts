export { CaseAttachmentEntity } from './case-attachment.entity.js';
export {
  AttachmentRules,
  CaseAttachmentsService,
  DELETE_ATTACHMENT_MESSAGE,
  maySeeAttachment,
  PHI_FILE_MESSAGE,
  type NewAttachment,
  visibleCaseAttachments,
} from './case-attachments.service.js';
