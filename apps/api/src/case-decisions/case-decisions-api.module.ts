import { Module } from '@nestjs/common';
import { CaseDecisionsModule } from '#domain/case-decisions';
import { CasesModule } from '#domain/cases';
import { CaseDecisionsResolver } from './decisions.resolver.js';

/** Decisions on cases over GraphQL. */
@Module({ imports: [CaseDecisionsModule, CasesModule], providers: [CaseDecisionsResolver] })
export class CaseDecisionsApiModule {}
