import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseReportService, ReportRules } from '#domain/reports';
import { CaseReport, CaseReportInput } from './case-report.model.js';

/** reports and organizations-reports (spec 000 §2); who may read them: ReportRules. */
@Resolver(() => CaseReport)
export class CaseReportsResolver {
  constructor(@Inject(CaseReportService) private readonly reports: CaseReportService) {}

  @Query(() => CaseReport, { description: "The acting organization's report (get_reports)" })
  @AllowedFor(ReportRules.organization)
  async caseReport(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { type: () => CaseReportInput }) input: CaseReportInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CaseReport> {
    return (await this.reports.organizationReport(principal, input)) as CaseReport;
  }

  @Query(() => [CaseReport], {
    description: 'Reports side by side (CV Admin): the organizations named, or without names all of them (at most 50)',
  })
  @AllowedFor(ReportRules.organizations)
  async organizationsCaseReport(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { type: () => CaseReportInput }) input: CaseReportInput,
    @Args('organizationIds', { type: () => [ID], nullable: true }) organizationIds?: string[] | null,
  ): Promise<CaseReport[]> {
    return (await this.reports.organizationsReport(principal, input, organizationIds)) as CaseReport[];
  }
}
