import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { StorageModule } from '#integrations';
import { DocumentsService } from './documents.service.js';

/** The document library: folders per organization and type, global documents, sharing onto cases. */
@Module({
  imports: [CasesModule, StorageModule],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
