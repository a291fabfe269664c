import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  type AccessRule,
  AllowedFor,
  CurrentPrincipal,
  Permission,
  PREDEFINED_CUSTOM_ROLES,
  type Principal,
  Role,
} from '#access';
import { type CustomRoleEntity, CustomRolesService } from '#domain/organizations';
import { CallerAccessCache } from '../auth/caller-access-cache.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CustomRoleOptions, OrganizationRolePayload } from './custom-role.model.js';
import type { OrganizationRole } from './organization.model.js';

/**
 * Who may define and edit custom roles: the CV Admin, or whoever holds edit_settings in the organization
 * (the same people who may change its settings). What they may grant is limited further by the service.
 */
export const CustomRoleRule = {
  roles: [Role.CVADMIN],
  permissions: [Permission.EDIT_SETTINGS],
  message: 'Not authorized to edit roles',
} satisfies AccessRule;

const toRole = (role: CustomRoleEntity): OrganizationRole => ({
  name: role.name,
  label: role.label,
  permissions: role.permissions,
  isCustom: true,
  isShared: role.organizationId === null,
});

@Resolver()
export class CustomRolesResolver {
  constructor(
    @Inject(CustomRolesService) private readonly customRoles: CustomRolesService,
    @Inject(CallerAccessCache) private readonly callerAccess: CallerAccessCache,
  ) {}

  @Query(() => CustomRoleOptions)
  @AllowedFor(CustomRoleRule)
  customRoleOptions(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): CustomRoleOptions {
    principal.requireOrganizationId();
    return {
      predefinedRoles: Object.values(PREDEFINED_CUSTOM_ROLES).map((role) => ({
        ...role,
        permissions: [...role.permissions],
      })),
      grantablePermissions: this.customRoles.grantablePermissions(principal),
    };
  }

  /** Replaces a custom role's permission list (and its label when given); effective on the next request. */
  @Mutation(() => OrganizationRolePayload)
  @AllowedFor(CustomRoleRule)
  async updatePermissions(
    @CurrentPrincipal() principal: Principal,
    @Args('roleName') roleName: string,
    @Args('permissions', { type: () => [String] }) permissions: string[],
    @Args('label', { type: () => String, nullable: true }) label?: string | null,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationRolePayload> {
    const role = await this.customRoles.updatePermissions(principal, principal.requireOrganizationId(), {
      roleName,
      permissions,
      label,
    });
    this.forgetCallerAccess();
    return { success: true, message: OPERATION_SUCCEEDED, role: toRole(role) };
  }

  /** Adds one of PREDEFINED_CUSTOM_ROLES to the organization as its own editable role. */
  @Mutation(() => OrganizationRolePayload)
  @AllowedFor(CustomRoleRule)
  async createPredefinedCustomRole(
    @CurrentPrincipal() principal: Principal,
    @Args('name') name: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationRolePayload> {
    const role = await this.customRoles.createPredefined(principal, principal.requireOrganizationId(), name);
    this.forgetCallerAccess();
    return { success: true, message: OPERATION_SUCCEEDED, role: toRole(role) };
  }

  /**
   * The database reports the change to every api when it commits, a moment after this answer may reach the
   * client; forgetting here too makes this api read the new list on the very next request.
   */
  private forgetCallerAccess(): void {
    this.callerAccess.forgetAll();
  }
}
