import { Inject } from '@nestjs/common';
import { ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PartnerIntegrationsService } from '#domain/partner-integrations';
import { OrganizationBrandInfo } from '../organizations/organization.model.js';

/** Where the settings screen finds the partner's info: its id on the brand info (null until first saved). */
@Resolver(() => OrganizationBrandInfo)
export class PartnerBrandInfoResolver {
  constructor(@Inject(PartnerIntegrationsService) private readonly partners: PartnerIntegrationsService) {}

  @ResolveField(() => ID, { nullable: true, description: "The partner integration info's id; null for a non-partner" })
  partnerIntegrationInfoId(@Parent() brand: OrganizationBrandInfo): Promise<string | null> {
    return brand.isPartner ? this.partners.infoIdOf(brand.id) : Promise.resolve(null);
  }
}
