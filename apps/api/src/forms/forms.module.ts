import { Module } from '@nestjs/common';
import { AnonymousFormsService, FormResponsesService, FormsService } from '#domain/forms';
import { CasesModule } from '../cases/cases.module.js';
import { FilesModule } from '../files/files.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnonymousFormsResolver } from './anonymous-forms.resolver.js';
import { CaseFormResponsesResolver } from './case-form-responses.resolver.js';
import { FormResponsesResolver } from './form-responses.resolver.js';
import { FormsResolver } from './forms.resolver.js';

/** Forms, their versions and the answers to them, including answers by single-use link. */
@Module({
  imports: [CasesModule, RateLimitModule, FilesModule],
  providers: [
    FormsService,
    FormResponsesService,
    AnonymousFormsService,
    FormsResolver,
    FormResponsesResolver,
    AnonymousFormsResolver,
    CaseFormResponsesResolver,
  ],
})
export class FormsModule {}
