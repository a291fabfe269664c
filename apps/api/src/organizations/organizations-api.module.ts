import { Module } from '@nestjs/common';
import { OrganizationsModule } from '#domain/organizations';
import { OrganizationsResolver } from './organizations.resolver.js';

/** Organizations over GraphQL. */
@Module({ imports: [OrganizationsModule], providers: [OrganizationsResolver] })
export class OrganizationsApiModule {}
