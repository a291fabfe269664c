import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type AccessRule,
  AllowedFor,
  CurrentPrincipal,
  notFound,
  PeopleMessages,
  type Principal,
  Role,
  SignedIn,
  TpaSubRole,
} from '#access';
import { TpaUsersService, UserListService, UsersService } from '#domain/users';
import { toGraphqlPage } from '../graphql/paging.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { AddTpaUserInput, TpaUsersArgs, TpaUsersForOrganizationArgs, UpdateTpaUserInput } from './dto/people.inputs.js';
import { toUserModel } from './user.mapper.js';
import { User } from './user.model.js';
import { UsersPage } from './users-list.resolver.js';
import { UserPayload } from './users.payloads.js';

/** "Tpasupport in the organization (and cvadmin): ... TPA user list". */
export const TpaUsersForOrganizationRule = {
  roles: [Role.CVADMIN],
  tpaSubRoles: [TpaSubRole.TPASUPPORT],
} satisfies AccessRule;
/** Every TPA user of the platform: Cvadmin. */
export const AllTpaUsersRule = { roles: [Role.CVADMIN] } satisfies AccessRule;
/** Only Cvadmin manages Cvtpa (spec 000 §6), so only it adds them. */
export const AddTpaUserRule = {
  roles: [Role.CVADMIN],
  message: PeopleMessages.create(Role.CVTPA),
} satisfies AccessRule;
/** Which organizations a TPA serves: Cvadmin. */
export const TpaOrganizationsRule = {
  roles: [Role.CVADMIN],
  message: PeopleMessages.updateRole(Role.CVTPA),
} satisfies AccessRule;

/** TPA users: the lists, adding one, its details and sub-role, and the organizations it serves. */
@Resolver(() => User)
export class TpaUsersResolver {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(TpaUsersService) private readonly tpaUsers: TpaUsersService,
    @Inject(UserListService) private readonly lists: UserListService,
  ) {}

  private async payload(userId: string): Promise<UserPayload> {
    const user = await this.users.findWithAccess(userId);
    if (!user) throw notFound();
    return { success: true, message: OPERATION_SUCCEEDED, user: toUserModel(user) };
  }

  private async page(principal: Principal, args: TpaUsersArgs, scope: 'organizationTpas' | 'allTpas') {
    const { recordsPerPage, after, ...rest } = args;
    const { organizationId: _organizationId, ...filters } = rest as TpaUsersForOrganizationArgs;
    const page = await this.lists.list(principal, filters, { recordsPerPage, after }, scope);
    return toGraphqlPage({ ...page, items: page.items.map(toUserModel) }, 'users') as UsersPage;
  }

  @Query(() => UsersPage, { description: 'The TPA users serving the organization' })
  @AllowedFor(TpaUsersForOrganizationRule)
  tpaUsersForOrganization(
    @CurrentPrincipal() principal: Principal,
    @Args() args: TpaUsersForOrganizationArgs,
  ): Promise<UsersPage> {
    return this.page(principal, args, 'organizationTpas');
  }

  @Query(() => UsersPage, { description: 'Every TPA user' })
  @AllowedFor(AllTpaUsersRule)
  allTpaUsers(@CurrentPrincipal() principal: Principal, @Args() args: TpaUsersArgs): Promise<UsersPage> {
    return this.page(principal, args, 'allTpas');
  }

  @Mutation(() => UserPayload)
  @AllowedFor(AddTpaUserRule)
  async addTpaUser(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddTpaUserInput,
  ): Promise<UserPayload> {
    return this.payload((await this.tpaUsers.add(principal, input)).id);
  }

  @Mutation(() => UserPayload)
  @SignedIn()
  async updateTpaUser(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('input') input: UpdateTpaUserInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<UserPayload> {
    return this.payload((await this.tpaUsers.update(principal, userId, input)).id);
  }

  @Mutation(() => UserPayload)
  @AllowedFor(TpaOrganizationsRule)
  async addTpaUserToMultipleOrganizations(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('organizationIds', { type: () => [ID] }) organizationIds: string[],
    @Args('tpaSubRole', { type: () => TpaSubRole }) tpaSubRole: TpaSubRole,
  ): Promise<UserPayload> {
    return this.payload(
      (await this.tpaUsers.addToOrganizations(principal, { userId, organizationIds, tpaSubRole })).id,
    );
  }

  @Mutation(() => UserPayload)
  @AllowedFor(TpaOrganizationsRule)
  async removeTpaUserFromMultipleOrganizations(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('organizationIds', { type: () => [ID] }) organizationIds: string[],
  ): Promise<UserPayload> {
    return this.payload((await this.tpaUsers.removeFromOrganizations(principal, { userId, organizationIds })).id);
  }
}
