import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { StorageModule } from '#integrations';
import { AnonymousFormsService } from './anonymous-forms.service.js';
import { FormResponsesService } from './form-responses.service.js';
import { FormsService } from './forms.service.js';

const services = [FormsService, FormResponsesService, AnonymousFormsService];

/** Forms, their versions and the answers to them, including answers by single-use link. */
@Module({ imports: [CasesModule, StorageModule], providers: services, exports: services })
export class FormsModule {}
