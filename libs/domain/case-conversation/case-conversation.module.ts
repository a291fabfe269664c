import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { CasesModule } from '#domain/cases';
import { CaseCommentsService } from './case-comments.service.js';
import { CaseNotesService } from './case-notes.service.js';

const services = [CaseCommentsService, CaseNotesService];

/** Comments between the employee and the case team, and the team's internal notes. */
@Module({ imports: [CasesModule, CaseAttachmentsModule], providers: services, exports: services })
export class CaseConversationModule {}
