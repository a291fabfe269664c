import { Module } from '@nestjs/common';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseCommentsService, CaseNotesService } from '#domain/case-conversation';
import { CaseChange } from '#domain/cases';
import { StorageModule } from '#integrations';
import { CasesModule } from '../cases/cases.module.js';
import {
  CaseCommentFieldsResolver,
  CaseConversationResolver,
  CaseNoteFieldsResolver,
} from './conversation.resolver.js';
import { NoteTagsLiveResolver } from './note-tags-live.resolver.js';
import { CommentAttachmentsResolver, NoteAttachmentsResolver } from './conversation-attachments.resolver.js';

/** Comments between the employee and the case team, and the team's internal notes. */
@Module({
  imports: [CasesModule, StorageModule],
  providers: [
    CaseChange,
    CaseCommentsService,
    CaseNotesService,
    CaseConversationResolver,
    CaseCommentFieldsResolver,
    CaseNoteFieldsResolver,
    NoteTagsLiveResolver,
    CaseAttachmentsService,
    CommentAttachmentsResolver,
    NoteAttachmentsResolver,
  ],
})
export class CaseConversationModule {}
