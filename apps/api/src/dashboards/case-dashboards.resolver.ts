import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseDashboardService, DashboardRules } from '#domain/dashboards';
import { CaseDashboard } from './case-dashboard.model.js';

/** owner-dashboard and organizations-dashboard (spec 000 §2); who may read them: DashboardRules. */
@Resolver(() => CaseDashboard)
export class CaseDashboardsResolver {
  constructor(@Inject(CaseDashboardService) private readonly dashboards: CaseDashboardService) {}

  @Query(() => CaseDashboard, { description: "The organization's dashboard (access_owner_dashboard)" })
  @AllowedFor(DashboardRules.owner)
  async ownerDashboard(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CaseDashboard> {
    return (await this.dashboards.ownerDashboard(principal)) as CaseDashboard;
  }

  @Query(() => [CaseDashboard], {
    description:
      'Dashboards side by side (CV Admin, TPA): the organizations named, or without names every organization ' +
      'the caller may see the dashboard of (CV Admin: all; TPA: where it is TPA Support)',
  })
  @AllowedFor(DashboardRules.organizations)
  async organizationsDashboard(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationIds', { type: () => [ID], nullable: true }) organizationIds?: string[] | null,
  ): Promise<CaseDashboard[]> {
    return (await this.dashboards.organizationsDashboard(principal, organizationIds)) as CaseDashboard[];
  }
}
