import { Module } from '@nestjs/common';
import { CasesService } from '#domain/cases';
import { AnonymousFormsService, FormResponsesService, FormsService } from '#domain/forms';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { AnonymousFormsResolver } from './anonymous-forms.resolver.js';
import { FormResponsesResolver } from './form-responses.resolver.js';
import { FormsResolver } from './forms.resolver.js';

/** Forms, their versions and the answers to them, including answers by single-use link. */
@Module({
  providers: [
    FormsService,
    FormResponsesService,
    AnonymousFormsService,
    // Stateless over the database and Redis: this module's own instances of the api-wide services.
    CasesService,
    RateLimiter,
    FormsResolver,
    FormResponsesResolver,
    AnonymousFormsResolver,
  ],
})
export class FormsModule {}
