import { Module } from '@nestjs/common';
import { CaseImportsModule } from '#domain/case-imports';
import { CaseImportsResolver } from './case-imports.resolver.js';

/** Bulk case import over GraphQL: importCases, caseImportsInfo and caseImportProgress. */
@Module({
  imports: [CaseImportsModule],
  providers: [CaseImportsResolver],
})
export class CaseImportsApiModule {}
