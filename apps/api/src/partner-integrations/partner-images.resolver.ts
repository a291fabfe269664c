import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { PartnerImagesService, PartnerIntegrationRules } from '#domain/partner-integrations';
import { IMAGE_UPLOADED_MESSAGE } from '../organizations/organization-images.resolver.js';
import { LandingPageImage, PartnerIntegrationImage } from './partner-integration.enums.js';
import { PartnerImagePayload } from './partner-integration.models.js';

/**
 * Registering a partner image: the browser uploads the PNG into the caller's own storage first
 * (createUploadUrl, PERSONAL), and these check it and store it at partnerIntegrations/{id}/... . The spec
 * names organizationId and filePath; `image` says which of the partner's images it replaces.
 */
@Resolver()
export class PartnerImagesResolver {
  constructor(@Inject(PartnerImagesService) private readonly images: PartnerImagesService) {}

  @Mutation(() => PartnerImagePayload)
  @AllowedFor(PartnerIntegrationRules.edit)
  async uploadCompanyLandingPageImage(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('filePath') filePath: string,
    @Args('image', { type: () => LandingPageImage, defaultValue: LandingPageImage.LANDING }) image: LandingPageImage,
  ): Promise<PartnerImagePayload> {
    const url = await this.images.register(principal, organizationId, filePath, image);
    return { success: true, message: IMAGE_UPLOADED_MESSAGE, url };
  }

  @Mutation(() => PartnerImagePayload)
  @AllowedFor(PartnerIntegrationRules.edit)
  async uploadCompanyPartnerIntegrationImage(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('filePath') filePath: string,
    @Args('image', { type: () => PartnerIntegrationImage, defaultValue: PartnerIntegrationImage.LOGO })
    image: PartnerIntegrationImage,
  ): Promise<PartnerImagePayload> {
    const url = await this.images.register(principal, organizationId, filePath, image);
    return { success: true, message: IMAGE_UPLOADED_MESSAGE, url };
  }
}
