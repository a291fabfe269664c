import { Module } from '@nestjs/common';
import { PromoCodesModule } from '#domain/promo-codes';
import { PromoCodesResolver } from './promo-codes.resolver.js';

/** Promo codes over GraphQL. */
@Module({ imports: [PromoCodesModule], providers: [PromoCodesResolver] })
export class PromoCodesApiModule {}
