import { Module } from '@nestjs/common';
import { AffiliatesModule } from '#domain/affiliates';
import { AffiliatesResolver } from './affiliates.resolver.js';
import { PaymentAffiliateSharesResolver } from './payment-affiliate-shares.resolver.js';

@Module({ imports: [AffiliatesModule], providers: [AffiliatesResolver, PaymentAffiliateSharesResolver] })
export class AffiliatesApiModule {}
