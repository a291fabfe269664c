import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { PromoCodesService } from './promo-codes.service.js';

/** Promo codes: organization and global codes, per-user codes, and applying one to a case. */
@Module({ imports: [CasesModule], providers: [PromoCodesService], exports: [PromoCodesService] })
export class PromoCodesModule {}
