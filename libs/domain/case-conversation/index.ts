export { CaseCommentEntity } from './case-comment.entity.js';
export { CaseNoteEntity } from './case-note.entity.js';
export { CaseCommentsService, commentDeleteRefusal, type AddCommentInput } from './case-comments.service.js';
export { CaseNotesService, type AddNoteInput } from './case-notes.service.js';
export { COMMENT_DELETE_MESSAGE, ConversationRules } from './conversation-rules.js';
export { CaseConversationModule } from './case-conversation.module.js';
