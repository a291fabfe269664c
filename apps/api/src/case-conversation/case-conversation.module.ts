import { Module } from '@nestjs/common';
import { CaseCommentsService, CaseNotesService } from '#domain/case-conversation';
import { CaseChange } from '#domain/cases';
import { CasesModule } from '../cases/cases.module.js';
import {
  CaseCommentFieldsResolver,
  CaseConversationResolver,
  CaseNoteFieldsResolver,
} from './conversation.resolver.js';
import { NoteTagsLiveResolver } from './note-tags-live.resolver.js';

/** Comments between the employee and the case team, and the team's internal notes. */
@Module({
  imports: [CasesModule],
  providers: [
    CaseChange,
    CaseCommentsService,
    CaseNotesService,
    CaseConversationResolver,
    CaseCommentFieldsResolver,
    CaseNoteFieldsResolver,
    NoteTagsLiveResolver,
  ],
})
export class CaseConversationModule {}
