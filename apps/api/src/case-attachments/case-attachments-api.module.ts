import { Module } from '@nestjs/common';
import { CaseAttachmentsModule } from '#domain/case-attachments';
import { CasesModule } from '#domain/cases';
import { CaseAttachmentsResolver } from './attachments.resolver.js';

/** Case files over GraphQL. */
@Module({ imports: [CaseAttachmentsModule, CasesModule], providers: [CaseAttachmentsResolver] })
export class CaseAttachmentsApiModule {}
