import { Module } from '@nestjs/common';
import { CatalogModule } from '#domain/catalog';
import { PartnerIntegrationsModule } from '#domain/partner-integrations';
import { PromoCodesModule } from '#domain/promo-codes';
import { UsersModule } from '#domain/users';
import { PartnerSignUpRulesReader } from './partner-sign-up-rules.js';
import { PartnerSignUpService } from './partner-sign-up.service.js';

/** Self sign-up on a partner's landing page. */
@Module({
  imports: [UsersModule, PartnerIntegrationsModule, CatalogModule, PromoCodesModule],
  providers: [PartnerSignUpService, PartnerSignUpRulesReader],
  exports: [PartnerSignUpService],
})
export class PartnerSignUpModule {}
