import { Module } from '@nestjs/common';
import { OrganizationImagesModule } from '#domain/organizations';
import { PartnerIntegrationsModule } from '#domain/partner-integrations';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { PartnerBrandInfoResolver } from './partner-brand-info.resolver.js';
import { PartnerImagesResolver } from './partner-images.resolver.js';
import { PartnerIntegrationsResolver } from './partner-integrations.resolver.js';
import { PartnerPublicResolver } from './partner-public.resolver.js';

/** Partner storefront settings over GraphQL: the editors' operations and the landing page's public ones. */
@Module({
  imports: [PartnerIntegrationsModule, OrganizationImagesModule, RateLimitModule],
  providers: [PartnerIntegrationsResolver, PartnerBrandInfoResolver, PartnerPublicResolver, PartnerImagesResolver],
})
export class PartnerIntegrationsApiModule {}
