import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, notFound, Principal, Public, Role, SignedIn } from '#access';
import { UsersService } from '#domain/users';
import { IdentityService } from '#integrations';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { CreateCVAdminInput } from './dto/create-cv-admin.input.js';
import { toUserModel } from './user.mapper.js';
import { User } from './user.model.js';
import { IdentityProvider, SendPasswordResetEmailPayload, UserPayload } from './users.payloads.js';

export const CreateCVAdminRule = {
  roles: [Role.CVADMIN],
  message: 'Not authorized to create CVADMINs',
} satisfies AccessRule;

@Resolver(() => User)
export class UsersResolver {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  @Query(() => User)
  @SignedIn()
  async currentUser(@CurrentPrincipal() principal: Principal): Promise<User> {
    const user = await this.users.findWithAccess(principal.userId);
    if (!user) throw notFound();
    return toUserModel(user);
  }

  /**
   * The signed-in user again, under the keys the client caches it by. Keys that do not
   * describe the caller answer NOT_FOUND: nobody reads another user through this query.
   */
  @Query(() => User)
  @SignedIn()
  async cachedUser(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
    @Args('email', { type: () => String, nullable: true }) email?: string,
    @Args('role', { type: () => Role, nullable: true }) role?: Role,
  ): Promise<User> {
    const user = await this.users.findWithAccess(principal.userId);
    if (!user) throw notFound();
    const matches =
      (id === undefined || id === null || id === user.id) &&
      (email === undefined || email === null || email.trim().toLowerCase() === user.email) &&
      (role === undefined || role === null || role === user.role);
    if (!matches) throw notFound();
    return toUserModel(user);
  }

  @Query(() => IdentityProvider)
  @Public()
  async identityProviderByEmail(
    @Context() context: GraphqlContext,
    @Args('email') email: string,
  ): Promise<IdentityProvider> {
    await this.rateLimiter.consume('identityProviderByEmail', context.clientIp);
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return { providerId: null };
    return { providerId: await this.identity.providerIdByEmail(address) };
  }

  @Mutation(() => SendPasswordResetEmailPayload)
  @Public()
  async sendPasswordResetEmail(
    @Context() context: GraphqlContext,
    @Args('email') email: string,
    @Args('redirectUrl') redirectUrl: string,
  ): Promise<SendPasswordResetEmailPayload> {
    await this.rateLimiter.consume('sendPasswordResetEmail', context.clientIp);
    await this.users.requestPasswordReset({ email, redirectUrl });
    return { success: true, message: 'If an account uses this e-mail, a password reset link is on its way.' };
  }

  @Mutation(() => UserPayload)
  @AllowedFor(CreateCVAdminRule)
  async createCVAdmin(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateCVAdminInput,
  ): Promise<UserPayload> {
    const created = await this.users.createCvAdmin(principal, { ...input, password: input.password ?? undefined });
    const user = await this.users.findWithAccess(created.id);
    return { success: true, message: OPERATION_SUCCEEDED, user: user && toUserModel(user) };
  }
}
