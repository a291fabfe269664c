import { Inject, Injectable } from '@nestjs/common';
import { type Principal } from '#access';
import { OrganizationImagesService } from '#domain/organizations';
import { partnerIntegrationPath } from '#integrations';
import { PARTNER_IMAGES, type PartnerImageKey } from './partner-integration-fields.js';
import { PartnerIntegrationsService } from './partner-integrations.service.js';

/**
 * The partner's logo, landing images and journey images (spec 001 "File storage layout":
 * partnerIntegrations/{id}/logo.png, landing.png, landing-bottom.png, journey-image-1..3). The upload checks
 * are the organization images' (own upload, PNG, size); who may replace them is the partner settings rule.
 */
@Injectable()
export class PartnerImagesService {
  constructor(
    @Inject(OrganizationImagesService) private readonly images: OrganizationImagesService,
    @Inject(PartnerIntegrationsService) private readonly partners: PartnerIntegrationsService,
  ) {}

  async register(
    principal: Principal,
    organizationId: string,
    filePath: string,
    image: PartnerImageKey,
  ): Promise<string> {
    await this.partners.editablePartner(principal, organizationId);
    const info = await this.partners.ensureForOrganization(organizationId);
    const path = partnerIntegrationPath(info.id, PARTNER_IMAGES[image]);
    await this.images.storeUploadedPng(principal, filePath, path);
    return this.images.addressOf(path);
  }

  /** A short-lived address, or '' when the image is missing (spec 001). */
  address(integrationInfoId: string, image: PartnerImageKey): Promise<string> {
    return this.images.addressOf(partnerIntegrationPath(integrationInfoId, PARTNER_IMAGES[image]));
  }

  /** Every partner image's address by key, '' for the missing ones. */
  async addresses(integrationInfoId: string): Promise<Record<PartnerImageKey, string>> {
    const keys = Object.keys(PARTNER_IMAGES) as PartnerImageKey[];
    const urls = await Promise.all(keys.map((key) => this.address(integrationInfoId, key)));
    return Object.fromEntries(keys.map((key, index) => [key, urls[index]])) as Record<PartnerImageKey, string>;
  }
}
