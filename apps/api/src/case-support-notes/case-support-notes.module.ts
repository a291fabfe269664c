import { Module } from '@nestjs/common';
import { CaseSupportNotesService } from '#domain/case-support-notes';
import { CaseChange } from '#domain/cases';
import { CasesModule } from '../cases/cases.module.js';
import { CaseSupportNotesResolver } from './support-notes.resolver.js';

@Module({
  imports: [CasesModule],
  providers: [CaseChange, CaseSupportNotesService, CaseSupportNotesResolver],
})
export class CaseSupportNotesModule {}
