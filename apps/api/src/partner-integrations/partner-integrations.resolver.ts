import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import {
  type PartnerIntegrationInfoEntity,
  PartnerImagesService,
  PartnerIntegrationRules,
  PartnerIntegrationsService,
} from '#domain/partner-integrations';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import {
  UpdateOrganizationTestimonialsInput,
  UpdatePartnerIntegrationFaqInput,
  UpdatePartnerIntegrationInfoInput,
} from './partner-integration.inputs.js';
import { toFaqEntry, toPartnerImages, toPartnerIntegrationInfo, toTestimonial } from './partner-integration.mapper.js';
import {
  OrganizationTestimonialsPayload,
  PartnerIntegrationFaqPayload,
  PartnerIntegrationInfo,
  PartnerIntegrationInfoPayload,
  Testimonial,
} from './partner-integration.models.js';

/**
 * The partner settings for their editors: CV Admin, and in the organization whoever holds edit_settings
 * (Admin and TPA Support by default, a custom role such as OWNER by its list). Tenant-checked in the service.
 */
@Resolver(() => PartnerIntegrationInfo)
export class PartnerIntegrationsResolver {
  constructor(
    @Inject(PartnerIntegrationsService) private readonly partners: PartnerIntegrationsService,
    @Inject(PartnerImagesService) private readonly images: PartnerImagesService,
  ) {}

  @Query(() => PartnerIntegrationInfo)
  @AllowedFor(PartnerIntegrationRules.edit)
  async organizationPartnerIntegrationInfo(
    @CurrentPrincipal() principal: Principal,
    @Args('integrationInfoId', { type: () => ID }) integrationInfoId: string,
  ): Promise<PartnerIntegrationInfo> {
    return this.view(await this.partners.findForEditor(principal, integrationInfoId));
  }

  @Query(() => [Testimonial])
  @AllowedFor(PartnerIntegrationRules.edit)
  async getPartnerIntegrationTestimonials(
    @CurrentPrincipal() principal: Principal,
    @Args('partnerIntegrationId', { type: () => ID }) partnerIntegrationId: string,
  ): Promise<Testimonial[]> {
    return (await this.partners.testimonialsForEditor(principal, partnerIntegrationId)).map(toTestimonial);
  }

  /** Creates the partner's info with the defaults when it has none yet. */
  @Mutation(() => PartnerIntegrationInfoPayload)
  @AllowedFor(PartnerIntegrationRules.edit)
  async updateOrganizationPartnerIntegrationInfo(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdatePartnerIntegrationInfoInput,
  ): Promise<PartnerIntegrationInfoPayload> {
    const info = await this.partners.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, partnerIntegrationInfo: await this.view(info) };
  }

  @Mutation(() => PartnerIntegrationFaqPayload)
  @AllowedFor(PartnerIntegrationRules.edit)
  async updatePartnerIntegrationFAQ(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdatePartnerIntegrationFaqInput,
  ): Promise<PartnerIntegrationFaqPayload> {
    const faq = await this.partners.updateFaq(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, faq: faq.map(toFaqEntry) };
  }

  @Mutation(() => OrganizationTestimonialsPayload)
  @AllowedFor(PartnerIntegrationRules.edit)
  async updateOrganizationTestimonials(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationTestimonialsInput,
  ): Promise<OrganizationTestimonialsPayload> {
    const testimonials = await this.partners.updateTestimonials(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, testimonials: testimonials.map(toTestimonial) };
  }

  private async view(info: PartnerIntegrationInfoEntity): Promise<PartnerIntegrationInfo> {
    const [faq, urls] = await Promise.all([this.partners.faq(info.id), this.images.addresses(info.id)]);
    return toPartnerIntegrationInfo(info, faq, toPartnerImages(urls));
  }
}
