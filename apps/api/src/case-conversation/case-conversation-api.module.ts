import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { CaseConversationModule } from '#domain/case-conversation';
import { CasesModule } from '#domain/cases';
import { CasesApiModule } from '../cases/cases-api.module.js';
import {
  CaseCommentFieldsResolver,
  CaseConversationResolver,
  CaseNoteFieldsResolver,
} from './conversation.resolver.js';
import { NoteTagsLiveResolver } from './note-tags-live.resolver.js';
import { CommentAttachmentsResolver, NoteAttachmentsResolver } from './conversation-attachments.resolver.js';

/** Comments and internal notes over GraphQL, with their files and live tag updates. */
@Module({
  imports: [CaseConversationModule, CaseAttachmentsModule, CasesModule, CasesApiModule],
  providers: [
    CaseConversationResolver,
    CaseCommentFieldsResolver,
    CaseNoteFieldsResolver,
    NoteTagsLiveResolver,
    CommentAttachmentsResolver,
    NoteAttachmentsResolver,
  ],
})
export class CaseConversationApiModule {}
