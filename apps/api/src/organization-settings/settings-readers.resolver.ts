import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, notFound, type Principal, SignedIn } from '#access';
import {
  OrganizationSettingsRules,
  OrganizationSettingsService,
  type Recommendations,
  type ResolvedOrganizationSettings,
} from '#domain/organization-settings';
import { REMINDER_KINDS } from '#domain/organizations';
import { AliasSettings } from '../organizations/organization.model.js';
import {
  CaseWorkerSettings,
  GeneralOrganizationSettings,
  GeneralUserSettings,
  TpaSupportSettings,
} from './settings-readers.model.js';

const caseWorker = (s: ResolvedOrganizationSettings): CaseWorkerSettings => ({
  organizationId: s.organizationId,
  timeZone: s.timeZone,
  businessDays: s.reminders.businessDays,
  aliases: s.aliases,
  featureFlags: s.featureFlags,
});

const general = (s: ResolvedOrganizationSettings, recommended: Recommendations): GeneralOrganizationSettings => ({
  organizationId: s.organizationId,
  welcomeText: s.welcome.text,
  newRequest: s.newRequest,
  timeZone: s.timeZone,
  recommendedForms: recommended.forms,
  recommendedDocuments: recommended.documents,
});

const generalUser = (s: ResolvedOrganizationSettings): GeneralUserSettings => ({
  organizationId: s.organizationId,
  analyticsTagIds: s.general.analyticsTagIds,
});

const tpaSupport = (s: ResolvedOrganizationSettings): TpaSupportSettings => ({
  organizationId: s.organizationId,
  timeZone: s.timeZone,
  reminders: {
    businessDays: s.reminders.businessDays,
    kinds: REMINDER_KINDS.map((kind) => ({ kind, ...s.reminders.kinds[kind] })),
  },
  aliases: s.aliases,
  featureFlags: s.featureFlags,
});

/**
 * Spec 001 "Settings": the readers of the organization settings, each the part one audience needs, of the
 * acting organization (the effective one, or the one named). The `cached…` variants answer the same from
 * settings read at most SETTINGS_CACHE_MILLISECONDS ago (for the app frame, which asks on every screen);
 * the caller's access is checked on every call either way. allOrganizationSettings has no cached variant:
 * the settings editor always reads what is stored.
 */
@Resolver()
export class SettingsReadersResolver {
  constructor(@Inject(OrganizationSettingsService) private readonly settings: OrganizationSettingsService) {}

  private load(principal: Principal, cached: boolean): Promise<ResolvedOrganizationSettings> {
    const organizationId = principal.requireOrganizationId();
    if (!principal.canActIn(organizationId)) throw notFound();
    return cached ? this.settings.readCached(organizationId) : this.settings.read(organizationId);
  }

  @Query(() => CaseWorkerSettings)
  @AllowedFor(OrganizationSettingsRules.caseWorker)
  async caseWorkerSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CaseWorkerSettings> {
    return caseWorker(await this.load(principal, false));
  }

  @Query(() => CaseWorkerSettings)
  @AllowedFor(OrganizationSettingsRules.caseWorker)
  async cachedCaseWorkerSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CaseWorkerSettings> {
    return caseWorker(await this.load(principal, true));
  }

  @Query(() => GeneralOrganizationSettings)
  @SignedIn()
  async getGeneralOrganizationSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<GeneralOrganizationSettings> {
    const settings = await this.load(principal, false);
    return general(settings, await this.settings.recommendations(settings.organizationId, settings.newRequest));
  }

  @Query(() => GeneralOrganizationSettings)
  @SignedIn()
  async cachedGeneralOrganizationSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<GeneralOrganizationSettings> {
    const settings = await this.load(principal, true);
    return general(settings, await this.settings.recommendations(settings.organizationId, settings.newRequest));
  }

  @Query(() => GeneralUserSettings)
  @SignedIn()
  async generalUserSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<GeneralUserSettings> {
    return generalUser(await this.load(principal, false));
  }

  @Query(() => GeneralUserSettings)
  @SignedIn()
  async cachedGeneralUserSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<GeneralUserSettings> {
    return generalUser(await this.load(principal, true));
  }

  @Query(() => TpaSupportSettings)
  @AllowedFor(OrganizationSettingsRules.tpaSupport)
  async tpaSupportSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<TpaSupportSettings> {
    return tpaSupport(await this.load(principal, false));
  }

  @Query(() => TpaSupportSettings)
  @AllowedFor(OrganizationSettingsRules.tpaSupport)
  async cachedTpaSupportSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<TpaSupportSettings> {
    return tpaSupport(await this.load(principal, true));
  }

  @Query(() => AliasSettings)
  @SignedIn()
  async cachedAliasSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<AliasSettings> {
    const settings = await this.load(principal, true);
    return { organizationId: settings.organizationId, aliases: settings.aliases };
  }
}
