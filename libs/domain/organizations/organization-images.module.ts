import { Module } from '@nestjs/common';
import { StorageModule } from '#integrations';
import { OrganizationImagesService } from './organization-images.service.js';
import { OrganizationsModule } from './organizations.module.js';

/** The organization's logo and favicon in storage. */
@Module({
  imports: [StorageModule, OrganizationsModule],
  providers: [OrganizationImagesService],
  exports: [OrganizationImagesService],
})
export class OrganizationImagesModule {}
