import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { DocumentsModule } from '#domain/documents';
import { DocumentFoldersResolver, OrganizationDocumentsResolver } from './documents.resolver.js';

/** The document library over GraphQL. */
@Module({
  imports: [DocumentsModule, CaseAttachmentsModule],
  providers: [DocumentFoldersResolver, OrganizationDocumentsResolver],
})
export class DocumentsApiModule {}
