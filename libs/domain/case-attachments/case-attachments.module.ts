import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { StorageModule } from '#integrations';
import { CaseAttachmentsService } from './case-attachments.service.js';

/** Files on a case, PHI-flagged or not, kept in storage. */
@Module({
  imports: [CasesModule, StorageModule],
  providers: [CaseAttachmentsService],
  exports: [CaseAttachmentsService],
})
export class CaseAttachmentsModule {}
