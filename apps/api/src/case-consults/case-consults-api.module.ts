import { Module } from '@nestjs/common';
import { CaseConsultsModule } from '#domain/case-consults';
import { CaseConsultsResolver } from './case-consults.resolver.js';

/** Consult requests over GraphQL. */
@Module({ imports: [CaseConsultsModule], providers: [CaseConsultsResolver] })
export class CaseConsultsApiModule {}
