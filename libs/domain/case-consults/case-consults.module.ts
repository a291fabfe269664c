import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { CaseConsultsService } from './case-consults.service.js';

/** Consult requests on a case and their message threads (staff only). */
@Module({ imports: [CasesModule], providers: [CaseConsultsService], exports: [CaseConsultsService] })
export class CaseConsultsModule {}
