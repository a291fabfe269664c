import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { DocumentsModule } from '#domain/documents';
import { CaseLibraryDocumentsResolver } from './case-library-documents.resolver.js';
import { DocumentFoldersResolver, OrganizationDocumentsResolver } from './documents.resolver.js';

/** The document library over GraphQL. */
@Module({
  imports: [DocumentsModule, CaseAttachmentsModule],
  providers: [DocumentFoldersResolver, OrganizationDocumentsResolver, CaseLibraryDocumentsResolver],
})
export class DocumentsApiModule {}
