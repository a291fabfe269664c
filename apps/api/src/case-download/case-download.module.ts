import { Module } from '@nestjs/common';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseCommentsService, CaseNotesService } from '#domain/case-conversation';
import { CaseDecisionsService } from '#domain/case-decisions';
import { CaseChange } from '#domain/cases';
import { FormResponsesService, FormsService } from '#domain/forms';
import { StorageModule } from '#integrations';
import { CasesModule } from '../cases/cases.module.js';
import { CaseDownloadController } from './case-download.controller.js';
import { CaseDownloadService } from './case-download.service.js';

/** The case download (spec: "download a case"): a PDF of the case and its files in a ZIP. */
@Module({
  imports: [CasesModule, StorageModule],
  controllers: [CaseDownloadController],
  providers: [
    CaseChange,
    CaseCommentsService,
    CaseNotesService,
    CaseDecisionsService,
    CaseAttachmentsService,
    FormsService,
    FormResponsesService,
    CaseDownloadService,
  ],
})
export class CaseDownloadModule {}
