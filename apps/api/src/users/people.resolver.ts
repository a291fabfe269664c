import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import {
  type AccessRule,
  AllowedFor,
  CurrentPrincipal,
  notFound,
  Permission,
  PeopleMessages,
  type Principal,
  Role,
  SignedIn,
} from '#access';
import { PeopleService, UserListService, UserLookupService, UsersService } from '#domain/users';
import { toDocument } from '../documents/documents.resolver.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { AddUserInput, UpdateUserInput } from './dto/people.inputs.js';
import { userDocuments } from './user-documents.js';
import { toUserModel } from './user.mapper.js';
import { User } from './user.model.js';
import { UserPayload } from './users.payloads.js';

/** Cvadmin only: the platform admins. */
export const AllSuperAdminsRule = { roles: [Role.CVADMIN] } satisfies AccessRule;

/**
 * The sign-in address is managed by who adds users (add_user: Admin and Cvadmin by default); the service
 * checks again that the actor manages the person (people-rules.ts changeEmailRefusal), with the same message.
 */
export const ChangeUserEmailRule = {
  roles: [Role.CVADMIN, Role.ADMIN],
  permissions: [Permission.ADD_USER],
  message: PeopleMessages.updateEmail,
} satisfies AccessRule;

/**
 * People of an organization: profiles, additions and changes. The operations whose spec message names the
 * role or the person asked about are declared SignedIn and decided by the rules of libs/access
 * people-rules.ts in the service, which answers FORBIDDEN with that message; every load is tenant-checked.
 */
@Resolver(() => User)
export class PeopleResolver {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(UserLookupService) private readonly lookup: UserLookupService,
    @Inject(UserListService) private readonly lists: UserListService,
  ) {}

  /** The payload's user as stored after the change, with its access. */
  private async payload(userId: string): Promise<UserPayload> {
    const user = await this.users.findWithAccess(userId);
    if (!user) throw notFound();
    return { success: true, message: OPERATION_SUCCEEDED, user: toUserModel(user) };
  }

  @Query(() => User, { description: 'A person of the organization (deleted ones too, with deletedAt)' })
  @SignedIn()
  async userById(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('includeDocuments', { type: () => Boolean, nullable: true }) includeDocuments?: boolean | null,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<User> {
    const found = await this.lookup.byId(principal, userId);
    const user = (await this.users.findWithAccess(found.id)) ?? found;
    const model = toUserModel(user);
    if (includeDocuments) {
      model.documents = (await userDocuments(this.dataSource, principal, user)).map((document) =>
        toDocument(principal, document),
      );
    }
    return model;
  }

  @Query(() => User)
  @SignedIn()
  async userByEmail(
    @CurrentPrincipal() principal: Principal,
    @Args('email') email: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<User> {
    const found = await this.lookup.byEmail(principal, email);
    return toUserModel((await this.users.findWithAccess(found.id)) ?? found);
  }

  @Query(() => [User], { description: 'Every CV Admin, by name' })
  @AllowedFor(AllSuperAdminsRule)
  async allSuperAdmins(): Promise<User[]> {
    return (await this.lists.superAdmins()).map(toUserModel);
  }

  @Mutation(() => UserPayload)
  @SignedIn()
  async addUser(@CurrentPrincipal() principal: Principal, @Args('input') input: AddUserInput): Promise<UserPayload> {
    const user = await this.people.add(principal, input);
    return this.payload(user.id);
  }

  @Mutation(() => UserPayload)
  @SignedIn()
  async updateUser(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('input') input: UpdateUserInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<UserPayload> {
    const user = await this.people.update(principal, userId, input);
    return this.payload(user.id);
  }

  @Mutation(() => UserPayload)
  @AllowedFor(ChangeUserEmailRule)
  async changeUserEmail(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('email') email: string,
  ): Promise<UserPayload> {
    const user = await this.people.changeEmail(principal, userId, email);
    return this.payload(user.id);
  }

  @Mutation(() => UserPayload)
  @SignedIn()
  async changeUserRole(
    @CurrentPrincipal() principal: Principal,
    @Args('role', { type: () => Role }) role: Role,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('isCustomRole', { type: () => Boolean, nullable: true }) isCustomRole?: boolean | null,
    @Args('customRole', { type: () => String, nullable: true }) customRole?: string | null,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<UserPayload> {
    const user = await this.people.changeRole(principal, userId, { role, isCustomRole, customRole });
    return this.payload(user.id);
  }

  @Mutation(() => UserPayload, {
    description: 'Cvadmin only, never a Cvadmin: the user can no longer sign in; their cases and timeline remain',
  })
  @SignedIn()
  async deleteUser(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<UserPayload> {
    const user = await this.people.remove(principal, userId);
    return this.payload(user.id);
  }
}
