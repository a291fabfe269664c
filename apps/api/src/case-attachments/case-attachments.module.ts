import { Module } from '@nestjs/common';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseChange } from '#domain/cases';
import { StorageModule } from '#integrations';
import { CasesModule } from '../cases/cases.module.js';
import { CaseAttachmentsResolver } from './attachments.resolver.js';

@Module({
  imports: [CasesModule, StorageModule],
  providers: [CaseChange, CaseAttachmentsService, CaseAttachmentsResolver],
})
export class CaseAttachmentsModule {}
