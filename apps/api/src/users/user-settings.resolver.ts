import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentPrincipal, notFound, type Principal, SignedIn } from '#access';
import { type AccessibilityPreferences, UserSettingsService, UsersService } from '#domain/users';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { UpdateUserSettingsInput } from './dto/update-user-settings.input.js';
import { toUserModel } from './user.mapper.js';
import { UserPayload } from './users.payloads.js';

/** Spec 001 "User: updateUserSettings": the caller's own settings, never another person's. */
@Resolver()
export class UserSettingsResolver {
  constructor(
    @Inject(UserSettingsService) private readonly settings: UserSettingsService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  @Mutation(() => UserPayload)
  @SignedIn()
  async updateUserSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateUserSettingsInput,
  ): Promise<UserPayload> {
    await this.settings.update(principal.userId, {
      ...input,
      accessibility: input.accessibility as AccessibilityPreferences | null | undefined,
    });
    const user = await this.users.findWithAccess(principal.userId);
    if (!user) throw notFound();
    return { success: true, message: OPERATION_SUCCEEDED, user: toUserModel(user) };
  }
}
