import { Module } from '@nestjs/common';
import { CatalogModule } from '#domain/catalog';
import { CasesModule } from '#domain/cases';
import { FormsModule } from '#domain/forms';
import { FilesModule } from '../files/files.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnonymousFormsResolver } from './anonymous-forms.resolver.js';
import { CaseFormResponsesResolver } from './case-form-responses.resolver.js';
import { FormResponsesResolver } from './form-responses.resolver.js';
import { FormsResolver } from './forms.resolver.js';

/** Forms and their answers over GraphQL, including answers by single-use link. */
@Module({
  imports: [FormsModule, CatalogModule, CasesModule, RateLimitModule, FilesModule],
  providers: [FormsResolver, FormResponsesResolver, AnonymousFormsResolver, CaseFormResponsesResolver],
})
export class FormsApiModule {}
