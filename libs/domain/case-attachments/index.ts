export { CaseAttachmentEntity } from './case-attachment.entity.js';
export {
  AttachmentRules,
  CaseAttachmentsService,
  DELETE_ATTACHMENT_MESSAGE,
  PHI_FILE_MESSAGE,
  type NewAttachment,
} from './case-attachments.service.js';
export { maySeeAttachment, seesInternalNotes, visibleCaseAttachments } from './attachment-visibility.js';
export { type ActivityLike, activityForViewer, type AttachmentFacts, attachmentIdOf } from './activity-for-viewer.js';
export { CaseAttachmentsModule } from './case-attachments.module.js';
