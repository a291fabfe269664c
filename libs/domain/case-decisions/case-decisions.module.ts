import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { StorageModule } from '#integrations';
import { CaseDecisionsService } from './case-decisions.service.js';

/** Decisions on cases: approved, denied or no decision, dated or indefinite. */
@Module({ imports: [CasesModule, StorageModule], providers: [CaseDecisionsService], exports: [CaseDecisionsService] })
export class CaseDecisionsModule {}
