import { Context, ResolveField, Resolver } from '@nestjs/graphql';
import { peopleAbilities, type PeopleActor, Role } from '#access';
import { peopleActor } from '#domain/users';
import { MyPermissions } from '../access/my-permissions.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';

/**
 * The people operations' part of myPermissions, for the people screens: which roles to offer, and which
 * actions to show. The caller is the one myPermissions was scoped to (its organizationId argument).
 */
@Resolver(() => MyPermissions)
export class PeoplePermissionsResolver {
  private actor(context: GraphqlContext): PeopleActor {
    return peopleActor(requirePrincipal(context));
  }

  @ResolveField(() => [Role], { description: 'Roles addUser accepts from the caller (lower roles only)' })
  creatableRoles(@Context() context: GraphqlContext): Role[] {
    return peopleAbilities(this.actor(context)).creatableRoles;
  }

  @ResolveField(() => [Role], { description: 'Roles of the people the caller may edit with updateUser' })
  manageableRoles(@Context() context: GraphqlContext): Role[] {
    return peopleAbilities(this.actor(context)).manageableRoles;
  }

  @ResolveField(() => [Role], { description: 'Roles changeUserRole changes people from and to for the caller' })
  changeableRoles(@Context() context: GraphqlContext): Role[] {
    return peopleAbilities(this.actor(context)).changeableRoles;
  }

  @ResolveField(() => Boolean, { description: 'changeUserEmail, for people of a manageable role' })
  changeUserEmail(@Context() context: GraphqlContext): boolean {
    return peopleAbilities(this.actor(context)).changeUserEmail;
  }

  @ResolveField(() => Boolean, { description: 'deleteUser (never a CV Admin)' })
  deleteUser(@Context() context: GraphqlContext): boolean {
    return peopleAbilities(this.actor(context)).deleteUser;
  }

  @ResolveField(() => Boolean, { description: 'Set a password with addUser or updateUser' })
  setUserPassword(@Context() context: GraphqlContext): boolean {
    return peopleAbilities(this.actor(context)).setUserPassword;
  }

  @ResolveField(() => Boolean, { description: 'bypassPasswordResetEmail with addUser and addTpaUser' })
  bypassPasswordResetEmail(@Context() context: GraphqlContext): boolean {
    return peopleAbilities(this.actor(context)).bypassPasswordResetEmail;
  }

  @ResolveField(() => Boolean, {
    description: 'addTpaUser, addTpaUserToMultipleOrganizations, removeTpaUserFromMultipleOrganizations, allTpaUsers',
  })
  manageTpaUsers(@Context() context: GraphqlContext): boolean {
    return peopleAbilities(this.actor(context)).addTpaUser;
  }
}
