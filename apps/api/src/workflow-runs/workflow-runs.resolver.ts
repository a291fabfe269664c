import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { RunStatus, WorkflowRunRules, WorkflowRunsListService } from '#domain/workflow-runs';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { toGraphqlPage } from '../graphql/paging.js';
import { isEmployeeView } from '../cases/case.mapper.js';
import { Case } from '../cases/case.model.js';
import { WorkflowRun, WorkflowRunsPage } from './workflow-run.model.js';

/**
 * Workflow runs: an organization's log for who may edit its settings, one case's runs for its staff
 * (never the employee), newest first.
 */
@Resolver(() => Case)
export class WorkflowRunsResolver {
  constructor(@Inject(WorkflowRunsListService) private readonly runs: WorkflowRunsListService) {}

  @Query(() => WorkflowRunsPage, {
    description: "The workflow runs of the organization or, with caseId, of one case, newest first (staff only)",
  })
  @AllowedFor(WorkflowRunRules.read)
  async workflowRuns(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
    @Args('caseId', { type: () => ID, nullable: true }) caseId?: string | null,
    @Args('status', { type: () => RunStatus, nullable: true }) status?: RunStatus | null,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<WorkflowRunsPage> {
    const page = await this.runs.page(principal, principal.requireOrganizationId(), { caseId, status, first, after });
    return toGraphqlPage(page, 'runs') as WorkflowRunsPage;
  }

  /** The case's latest runs with their status and reason; staff only (an employee gets an empty list). */
  @ResolveField('workflowRuns', () => [WorkflowRun])
  async caseWorkflowRuns(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<WorkflowRun[]> {
    if (isEmployeeView(requirePrincipal(context), parent)) return [];
    const runs = await context.loaders
      .get('workflowRunsByCaseId', (ids) => this.runs.latestByCaseIds(ids))
      .load(parent.id);
    return (runs ?? []).map((run) => ({ ...run, caseShortId: parent.shortId }));
  }
}
