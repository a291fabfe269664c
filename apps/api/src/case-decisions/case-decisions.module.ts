import { Module } from '@nestjs/common';
import { CaseDecisionsService } from '#domain/case-decisions';
import { CaseChange } from '#domain/cases';
import { CasesModule } from '../cases/cases.module.js';
import { CaseDecisionsResolver } from './decisions.resolver.js';

/** Decisions on cases: approved, denied or no decision, dated or indefinite. */
@Module({
  imports: [CasesModule],
  providers: [CaseChange, CaseDecisionsService, CaseDecisionsResolver],
})
export class CaseDecisionsModule {}
