import { Module } from '@nestjs/common';
import { OrganizationsModule } from '#domain/organizations';
import { UsersModule } from '#domain/users';
import { IdentityModule } from '#integrations';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { FormerPersonResolver } from './former-person.resolver.js';
import { OrganizationAccessResolver } from './organization-access.resolver.js';
import { PeoplePermissionsResolver } from './people-permissions.resolver.js';
import { PeopleResolver } from './people.resolver.js';
import { PrescribersResolver } from './prescribers.resolver.js';
import { TpaUsersResolver } from './tpa-users.resolver.js';
import { UserSettingsResolver } from './user-settings.resolver.js';
import { UsersListResolver } from './users-list.resolver.js';
import { UsersResolver } from './users.resolver.js';

/** People over GraphQL: accounts, lists and access to organizations. */
@Module({
  imports: [UsersModule, OrganizationsModule, IdentityModule, RateLimitModule],
  providers: [
    UsersResolver,
    UsersListResolver,
    OrganizationAccessResolver,
    PeopleResolver,
    TpaUsersResolver,
    FormerPersonResolver,
    PeoplePermissionsResolver,
    UserSettingsResolver,
    PrescribersResolver,
  ],
})
export class UsersApiModule {}
