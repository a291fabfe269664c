import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentPrincipal, type Principal, SignedIn } from '#access';
import { myPermissions } from './my-permissions.js';
import { MyPermissions } from './my-permissions.model.js';

@Resolver(() => MyPermissions)
export class MyPermissionsResolver {
  /**
   * Every signed-in caller may ask what it may do; a named organization is honoured only where the
   * caller may act (the guard answers NOT_FOUND elsewhere, as for every operation).
   */
  @Query(() => MyPermissions)
  @SignedIn()
  myPermissions(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): MyPermissions {
    return myPermissions(principal);
  }
}
