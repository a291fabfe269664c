import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, Permission, Principal, Role, SignedIn } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { DEFAULT_BRAND_COLORS, OrganizationEditRules, OrganizationsService } from '#domain/organizations';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CreateOrganizationInput } from './dto/create-organization.input.js';
import { UpdateOrganizationInput } from './dto/update-organization.input.js';
import { AliasSettings, Organization, OrganizationBrandInfo, OrganizationRole } from './organization.model.js';
import { OrganizationPayload } from './organizations.payloads.js';

/** Who may run the organization operations (the caller's myPermissions reads them too). */
export const OrganizationRules = {
  /** Listing and creating organizations is the CV Admin's. */
  platform: { roles: [Role.CVADMIN] },
  /**
   * Spec 000 §6: case workers and TPA may view organization roles; so does whoever may edit them
   * (edit_settings, see CustomRoleRule), whatever its role.
   */
  viewRoles: {
    roles: [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA],
    permissions: [Permission.EDIT_SETTINGS],
  },
} satisfies Record<string, AccessRule>;

@Resolver(() => Organization)
export class OrganizationsResolver {
  constructor(@Inject(OrganizationsService) private readonly organizations: OrganizationsService) {}

  /** Unpaged by the spec; its cost counts as a full page for the complexity limit. */
  @Query(() => [Organization], { complexity: MAX_RECORDS_PER_PAGE })
  @AllowedFor(OrganizationRules.platform)
  allOrganizations(): Promise<Organization[]> {
    return this.organizations.findAll();
  }

  /** Brand of the acting organization (the effective one, or the one named). */
  @Query(() => OrganizationBrandInfo)
  @SignedIn()
  async organizationBrandInfo(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationBrandInfo> {
    const organization = await this.organizations.findVisible(principal, principal.requireOrganizationId());
    return {
      id: organization.id,
      name: organization.name,
      isPartner: organization.isPartner,
      linkName: organization.linkName,
      primaryColor: DEFAULT_BRAND_COLORS.primary,
      secondaryColor: DEFAULT_BRAND_COLORS.secondary,
      welcomeText: this.organizations.welcomeText(organization),
    };
  }

  /** Spec 000 §6: case workers and TPA may view organization roles. */
  @Query(() => [OrganizationRole])
  @AllowedFor(OrganizationRules.viewRoles)
  async organizationRoles(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
  ): Promise<OrganizationRole[]> {
    return this.organizations.roles(await this.organizations.findVisible(principal, organizationId));
  }

  @Query(() => AliasSettings)
  @SignedIn()
  async aliasSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<AliasSettings> {
    const organization = await this.organizations.findVisible(principal, principal.requireOrganizationId());
    return { organizationId: organization.id, aliases: this.organizations.aliases(organization) };
  }

  @Mutation(() => OrganizationPayload)
  @AllowedFor(OrganizationRules.platform)
  async createOrganization(@Args('input') input: CreateOrganizationInput): Promise<OrganizationPayload> {
    const organization = await this.organizations.create(input);
    return { success: true, message: OPERATION_SUCCEEDED, organization };
  }

  /** Spec 000 §6: the CV Admin's alone (name, contact e-mail, partner flag, link name). */
  @Mutation(() => OrganizationPayload)
  @AllowedFor(OrganizationEditRules.update)
  async updateOrganization(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationInput,
  ): Promise<OrganizationPayload> {
    const organization = await this.organizations.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, organization };
  }

  /** The CV Admin renames any organization, an administrator their own. */
  @Mutation(() => OrganizationPayload)
  @AllowedFor(OrganizationEditRules.rename)
  async updateOrganizationName(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('name') name: string,
  ): Promise<OrganizationPayload> {
    const organization = await this.organizations.rename(principal, { organizationId, name });
    return { success: true, message: OPERATION_SUCCEEDED, organization };
  }
}
