import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { OrganizationsService } from '#domain/organizations';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OrganizationAccess } from './user.model.js';

@Resolver(() => OrganizationAccess)
export class OrganizationAccessResolver {
  constructor(@Inject(OrganizationsService) private readonly organizations: OrganizationsService) {}

  /** For the organization switcher; one query per request however many entries (DataLoader). */
  @ResolveField(() => String)
  async organizationName(@Parent() access: OrganizationAccess, @Context() context: GraphqlContext): Promise<string> {
    const name = await context.loaders
      .get('organizationNameById', (ids) => this.organizations.namesByIds(ids))
      .load(access.organizationId);
    return name ?? '';
  }
}
