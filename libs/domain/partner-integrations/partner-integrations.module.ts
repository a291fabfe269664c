import { Module } from '@nestjs/common';
import { OrganizationImagesModule } from '#domain/organizations';
import { PartnerImagesService } from './partner-images.service.js';
import { PartnerIntegrationsService } from './partner-integrations.service.js';

/** Partner storefront settings, FAQ, testimonials and images. */
@Module({
  imports: [OrganizationImagesModule],
  providers: [PartnerIntegrationsService, PartnerImagesService],
  exports: [PartnerIntegrationsService, PartnerImagesService],
})
export class PartnerIntegrationsModule {}
