import { Module } from '@nestjs/common';
import { CasesService } from '#domain/cases';

/** Case loading with its access rules, shared by every module that works on cases. */
@Module({ providers: [CasesService], exports: [CasesService] })
export class CasesModule {}
