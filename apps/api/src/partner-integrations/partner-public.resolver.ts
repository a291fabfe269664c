import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Public } from '#access';
import { OrganizationImagesService } from '#domain/organizations';
import { type PartnerOfLinkName, PartnerImagesService, PartnerIntegrationsService } from '#domain/partner-integrations';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { toPartnerImages, toPartnerIntegrationPublicInfo, toTestimonial } from './partner-integration.mapper.js';
import {
  PartnerImages,
  PartnerIntegrationPublicInfo,
  PartnerPublicMetadata,
  Testimonial,
} from './partner-integration.models.js';

const NO_IMAGES: PartnerImages = toPartnerImages({
  LOGO: '',
  LANDING: '',
  LANDING_BOTTOM: '',
  JOURNEY_IMAGE_1: '',
  JOURNEY_IMAGE_2: '',
  JOURNEY_IMAGE_3: '',
});

/**
 * A partner's landing page data for anyone, by linkName: public fields only, rate-limited per client address
 * like the other public operations. An unknown or non-partner linkName is NOT_FOUND.
 */
@Resolver()
export class PartnerPublicResolver {
  constructor(
    @Inject(PartnerIntegrationsService) private readonly partners: PartnerIntegrationsService,
    @Inject(PartnerImagesService) private readonly images: PartnerImagesService,
    @Inject(OrganizationImagesService) private readonly organizationImages: OrganizationImagesService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  @Query(() => PartnerIntegrationPublicInfo)
  @Public()
  async organizationPartnerIntegrationPublicInfo(
    @Context() context: GraphqlContext,
    @Args('linkName') linkName: string,
  ): Promise<PartnerIntegrationPublicInfo> {
    await this.rateLimiter.consume('organizationPartnerIntegrationPublicInfo', context.clientIp);
    const { organization, info } = await this.partners.findByLinkName(linkName);
    const [faq, images] = info.id
      ? await Promise.all([this.partners.faq(info.id), this.images.addresses(info.id).then(toPartnerImages)])
      : [[], NO_IMAGES];
    return toPartnerIntegrationPublicInfo(organization, info, faq, images);
  }

  /** What the landing page's <head> needs; the page sets its favicon from faviconUrl. */
  @Query(() => PartnerPublicMetadata)
  @Public()
  async publicOrganizationPartnerMetadata(
    @Context() context: GraphqlContext,
    @Args('linkName') linkName: string,
  ): Promise<PartnerPublicMetadata> {
    await this.rateLimiter.consume('publicOrganizationPartnerMetadata', context.clientIp);
    const partner = await this.partners.findByLinkName(linkName);
    const publicInfo = toPartnerIntegrationPublicInfo(partner.organization, partner.info, [], NO_IMAGES);
    return {
      name: partner.organization.name,
      title: `${partner.organization.name} | ${publicInfo.texts.medicationTitle}`,
      description: publicInfo.tagline || publicInfo.texts.medicationTitle,
      faviconUrl: await this.favicon(partner),
      primaryColor: publicInfo.primaryColor,
      faqGradientColor: publicInfo.faqGradientColor,
    };
  }

  @Query(() => [Testimonial])
  @Public()
  async organizationPublicTestimonials(
    @Context() context: GraphqlContext,
    @Args('linkName') linkName: string,
  ): Promise<Testimonial[]> {
    await this.rateLimiter.consume('organizationPublicTestimonials', context.clientIp);
    const { info } = await this.partners.findByLinkName(linkName);
    return info.id ? (await this.partners.testimonials(info.id)).map(toTestimonial) : [];
  }

  /** The organization's analytics tag ids (general settings), for the public pages' tag manager. */
  @Query(() => [String])
  @Public()
  async organizationAnalyticsTagIdsForPublicPages(
    @Context() context: GraphqlContext,
    @Args('linkName') linkName: string,
  ): Promise<string[]> {
    await this.rateLimiter.consume('organizationAnalyticsTagIdsForPublicPages', context.clientIp);
    return this.partners.analyticsTagIdsForPublicPages(linkName);
  }

  /** The partner's own favicon address when set, else the organization's uploaded favicon, else ''. */
  private async favicon({ organization, info }: PartnerOfLinkName): Promise<string> {
    if (info.favicon) return info.favicon;
    return this.organizationImages.address(organization.id, 'favicon.png');
  }
}
