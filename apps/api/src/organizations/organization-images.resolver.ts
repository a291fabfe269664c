import { Inject } from '@nestjs/common';
import { Args, Field, ID, Mutation, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { type BrandImage, OrganizationEditRules, OrganizationImagesService } from '#domain/organizations';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { OrganizationBrandInfo } from './organization.model.js';

/** Spec 001 default texts. */
export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded successfully';
export const FAVICON_UPLOADED_MESSAGE =
  'Heads up! Your favicon is updated, but it might take some time for the updated image to show up due to caching. We appreciate your patience.';

@ObjectType()
export class OrganizationImagePayload extends MutationPayload {
  @Field({ description: 'A short-lived address of the stored image' })
  url: string;
}

/** The company logo, favicon and prescription logo: registering an uploaded PNG, and their addresses on the brand info. */
@Resolver(() => OrganizationBrandInfo)
export class OrganizationImagesResolver {
  constructor(@Inject(OrganizationImagesService) private readonly images: OrganizationImagesService) {}

  /** Spec 001 §7: the file goes to storage first (createUploadUrl, PERSONAL); this registers it as the logo. */
  @Mutation(() => OrganizationImagePayload)
  @AllowedFor(OrganizationEditRules.editLogo)
  uploadCompanyLogo(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('filePath') filePath: string,
  ): Promise<OrganizationImagePayload> {
    return this.register(principal, organizationId, filePath, 'logo.png', IMAGE_UPLOADED_MESSAGE);
  }

  @Mutation(() => OrganizationImagePayload)
  @AllowedFor(OrganizationEditRules.editLogo)
  uploadOrganizationFavicon(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('filePath') filePath: string,
  ): Promise<OrganizationImagePayload> {
    return this.register(principal, organizationId, filePath, 'favicon.png', FAVICON_UPLOADED_MESSAGE);
  }

  /** The logo printed at the top of the organization's prescriptions (generatePrescription). */
  @Mutation(() => OrganizationImagePayload)
  @AllowedFor(OrganizationEditRules.editLogo)
  uploadPrescriptionLogo(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('filePath') filePath: string,
  ): Promise<OrganizationImagePayload> {
    return this.register(principal, organizationId, filePath, 'prescription-logo.png', IMAGE_UPLOADED_MESSAGE);
  }

  @ResolveField(() => String, { description: "The company logo's address; empty when there is none" })
  logoUrl(@Parent() brand: OrganizationBrandInfo): Promise<string> {
    return this.images.address(brand.id, 'logo.png');
  }

  @ResolveField(() => String, { description: "The favicon's address; empty when there is none" })
  faviconUrl(@Parent() brand: OrganizationBrandInfo): Promise<string> {
    return this.images.address(brand.id, 'favicon.png');
  }

  @ResolveField(() => String, { description: "The prescription logo's address; empty when there is none" })
  prescriptionLogoUrl(@Parent() brand: OrganizationBrandInfo): Promise<string> {
    return this.images.address(brand.id, 'prescription-logo.png');
  }

  private async register(
    principal: Principal,
    organizationId: string,
    filePath: string,
    image: BrandImage,
    message: string,
  ): Promise<OrganizationImagePayload> {
    const url = await this.images.register(principal, organizationId, filePath, image);
    return { success: true, message, url };
  }
}
