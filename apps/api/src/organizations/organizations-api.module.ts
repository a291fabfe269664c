import { Module } from '@nestjs/common';
import { OrganizationImagesModule, OrganizationsModule } from '#domain/organizations';
import { OrganizationImagesResolver } from './organization-images.resolver.js';
import { OrganizationsResolver } from './organizations.resolver.js';

/** Organizations over GraphQL. */
@Module({
  imports: [OrganizationsModule, OrganizationImagesModule],
  providers: [OrganizationsResolver, OrganizationImagesResolver],
})
export class OrganizationsApiModule {}
