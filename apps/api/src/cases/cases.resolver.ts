import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseListService, CasesService, CaseStatusGroup, CaseWorkRules } from '#domain/cases';
import { toGraphqlPage } from '../graphql/paging.js';
import { toCaseModel } from './case.mapper.js';
import { Case, CasesMetadata, CasesPage } from './case.model.js';
import { CasesByStatusArgs, MultiOrgCasesArgs } from './dto/case.args.js';

/** allCases answers at most this many (newest first); longer lists page through casesByStatus. */
const ALL_CASES_MAX = 1000;

@Resolver(() => Case)
export class CasesResolver {
  constructor(
    @Inject(CaseListService) private readonly lists: CaseListService,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  @Query(() => Case)
  @AllowedFor(CaseWorkRules.bySubmitter)
  async caseById(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<Case> {
    return toCaseModel(await this.cases.findVisible(principal, caseId), principal);
  }

  @Query(() => CasesPage)
  @AllowedFor(CaseWorkRules.read)
  async casesByStatus(@CurrentPrincipal() principal: Principal, @Args() args: CasesByStatusArgs): Promise<CasesPage> {
    const { recordsPerPage, after, organizationId: _organizationId, ...filters } = args;
    const page = await this.lists.casesByStatus(principal, filters, { recordsPerPage, after });
    return toGraphqlPage(
      { ...page, items: page.items.map((caseRecord) => toCaseModel(caseRecord, principal, page.people)) },
      'cases',
    ) as CasesPage;
  }

  @Query(() => [Case], {
    description: `The organization's cases the caller can see, newest first, at most ${ALL_CASES_MAX}`,
  })
  @AllowedFor(CaseWorkRules.read)
  async allCases(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Case[]> {
    const page = await this.lists.casesByStatus(principal, {}, { recordsPerPage: null, after: null }, ALL_CASES_MAX);
    return page.items.map((caseRecord) => toCaseModel(caseRecord, principal, page.people));
  }

  @Query(() => CasesMetadata)
  @AllowedFor(CaseWorkRules.read)
  async casesMetadata(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('isAssignee', { type: () => Boolean, nullable: true }) isAssignee?: boolean,
  ): Promise<CasesMetadata> {
    const counts = await this.lists.statusGroupCounts(principal, isAssignee);
    return {
      new: counts[CaseStatusGroup.NEW],
      notConfirmed: counts[CaseStatusGroup.NOT_CONFIRMED],
      inProgress: counts[CaseStatusGroup.IN_PROGRESS],
      outstanding: counts[CaseStatusGroup.OUTSTANDING],
      approved: counts[CaseStatusGroup.APPROVED],
      denied: counts[CaseStatusGroup.DENIED],
      approvedClosed: counts[CaseStatusGroup.APPROVED_CLOSED],
      deniedClosed: counts[CaseStatusGroup.DENIED_CLOSED],
    };
  }

  /** My Requests for an employee (its own id); staff look up an employee's requests. */
  @Query(() => [Case])
  @AllowedFor(CaseWorkRules.bySubmitter)
  async allCasesBySubmitter(
    @CurrentPrincipal() principal: Principal,
    @Args('submitterId', { type: () => ID }) submitterId: string,
  ): Promise<Case[]> {
    return (await this.lists.bySubmitter(principal, submitterId)).map((caseRecord) =>
      toCaseModel(caseRecord, principal),
    );
  }

  @Query(() => [Case])
  @AllowedFor(CaseWorkRules.read)
  async assignedCases(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Case[]> {
    return (await this.lists.assignedTo(principal)).map((caseRecord) => toCaseModel(caseRecord, principal));
  }

  /** Cases For All Organizations (Cvadmin, Cvtpa): every organization the caller may act in. */
  @Query(() => CasesPage)
  @AllowedFor(CaseWorkRules.acrossOrganizations)
  async allMultiOrgUserCases(
    @CurrentPrincipal() principal: Principal,
    @Args() args: MultiOrgCasesArgs,
  ): Promise<CasesPage> {
    const { recordsPerPage, after, ...filters } = args;
    const organizationIds = await this.lists.organizationsAcross(principal);
    const page = await this.lists.acrossOrganizations(principal, organizationIds, filters, { recordsPerPage, after });
    return toGraphqlPage(
      { ...page, items: page.items.map((caseRecord) => toCaseModel(caseRecord, principal, page.people)) },
      'cases',
    ) as CasesPage;
  }
}
