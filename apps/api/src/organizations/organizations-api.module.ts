import { Module } from '@nestjs/common';
import { OrganizationsModule } from '#domain/organizations';
import { AuthModule } from '../auth/auth.module.js';
import { CustomRolesResolver } from './custom-roles.resolver.js';
import { OrganizationsResolver } from './organizations.resolver.js';

/** Organizations over GraphQL. */
@Module({ imports: [OrganizationsModule, AuthModule], providers: [OrganizationsResolver, CustomRolesResolver] })
export class OrganizationsApiModule {}
