import { Inject } from '@nestjs/common';
import { Args, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, Permission, type Principal } from '#access';
import { UserListService } from '#domain/users';
import { Paginated, toGraphqlPage } from '../graphql/paging.js';
import { UsersByRoleArgs } from './dto/users-by-role.args.js';
import { toUserModel } from './user.mapper.js';
import { User } from './user.model.js';

@ObjectType()
export class UsersPage extends Paginated(User, 'users') {
  declare users: User[];
}

/** The organization's people: who holds query_users. */
export const UsersByRoleRule = { permissions: [Permission.QUERY_USERS] } satisfies AccessRule;

@Resolver(() => User)
export class UsersListResolver {
  constructor(@Inject(UserListService) private readonly userList: UserListService) {}

  /** People of the acting organization, for the admin lists and for picking assignees and HR representatives. */
  @Query(() => UsersPage)
  @AllowedFor(UsersByRoleRule)
  async usersByRole(@CurrentPrincipal() principal: Principal, @Args() args: UsersByRoleArgs): Promise<UsersPage> {
    const { recordsPerPage, after, organizationId: _organizationId, ...filters } = args;
    const page = await this.userList.list(principal, filters, { recordsPerPage, after });
    return toGraphqlPage({ ...page, items: page.items.map(toUserModel) }, 'users') as UsersPage;
  }
}
