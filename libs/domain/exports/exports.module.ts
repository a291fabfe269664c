import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { PaymentsModule } from '#domain/payments';
import { UsersModule } from '#domain/users';
import { ExportsService } from './exports.service.js';

/** CSV exports of the lists and report tables. */
@Module({ imports: [CasesModule, UsersModule, PaymentsModule], providers: [ExportsService], exports: [ExportsService] })
export class ExportsModule {}
