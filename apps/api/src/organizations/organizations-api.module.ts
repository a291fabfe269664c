import { Module } from '@nestjs/common';
import { OrganizationImagesModule, OrganizationsModule } from '#domain/organizations';
import { AuthModule } from '../auth/auth.module.js';
import { CustomRolesResolver } from './custom-roles.resolver.js';
import { OrganizationImagesResolver } from './organization-images.resolver.js';
import { OrganizationsResolver } from './organizations.resolver.js';

/** Organizations over GraphQL. */
@Module({
  imports: [OrganizationsModule, OrganizationImagesModule, AuthModule],
  providers: [OrganizationsResolver, OrganizationImagesResolver, CustomRolesResolver],
})
export class OrganizationsApiModule {}
