import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { CaseSupportNotesService } from './case-support-notes.service.js';

/** Support notes TPA support staff keep on a case. */
@Module({ imports: [CasesModule], providers: [CaseSupportNotesService], exports: [CaseSupportNotesService] })
export class CaseSupportNotesModule {}
