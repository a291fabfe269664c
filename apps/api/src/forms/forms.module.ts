import { Module } from '@nestjs/common';
import { FormResponsesService, FormsService } from '#domain/forms';
import { FormResponsesResolver } from './form-responses.resolver.js';
import { FormsResolver } from './forms.resolver.js';

/** Forms, their versions and the answers to them. */
@Module({
  providers: [FormsService, FormResponsesService, FormsResolver, FormResponsesResolver],
})
export class FormsModule {}
