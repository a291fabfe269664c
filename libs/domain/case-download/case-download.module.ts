import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { CaseConversationModule } from '#domain/case-conversation';
import { CaseDecisionsModule } from '#domain/case-decisions';
import { CasesModule } from '#domain/cases';
import { FormsModule } from '#domain/forms';
import { StorageModule } from '#integrations';
import { CaseDownloadService } from './case-download.service.js';

/** The case download (spec: "download a case"): a PDF of the case and its files in a ZIP. */
@Module({
  imports: [
    CasesModule,
    CaseConversationModule,
    CaseDecisionsModule,
    CaseAttachmentsModule,
    FormsModule,
    StorageModule,
  ],
  providers: [CaseDownloadService],
  exports: [CaseDownloadService],
})
export class CaseDownloadModule {}
