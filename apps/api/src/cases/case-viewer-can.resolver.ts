import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Principal } from '#access';
import { CasesService } from '#domain/cases';
import { FmlaHoursService } from '#domain/fmla';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { Case } from './case.model.js';
import { caseViewerCan } from './case-viewer-can.js';
import { CaseViewerCan } from './case-viewer-can.model.js';

/** The session principal the case operations' guard checks (the operation that reached a case set it). */
async function sessionCaller(context: GraphqlContext): Promise<Principal> {
  if (!context.sessionPrincipal) throw new Error('viewerCan is resolved for signed-in callers only');
  return context.sessionPrincipal;
}

/**
 * Case.viewerCan: computed from the case row and the caller; the case team and the submitter's
 * FMLA standing come from per-request loaders, so a page of cases costs at most one statement each.
 */
@Resolver(() => Case)
export class CaseViewerCanResolver {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(FmlaHoursService) private readonly fmla: FmlaHoursService,
  ) {}

  @ResolveField(() => CaseViewerCan, { description: 'What the caller may do on this case now' })
  async viewerCan(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseViewerCan> {
    return caseViewerCan({
      caller: await sessionCaller(context),
      caseRecord: parent,
      teamMemberIds: async () =>
        (await context.loaders.get('caseTeamByCaseId', (ids) => this.cases.teamsByCaseIds(ids)).load(parent.id)) ?? [],
      submitter: async () =>
        parent.submitterId
          ? context.loaders.get('fmlaPersonById', (ids) => this.fmla.peopleByIds(ids)).load(parent.submitterId)
          : null,
    });
  }
}
