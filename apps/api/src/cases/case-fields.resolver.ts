import { Inject } from '@nestjs/common';
import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CaseAttachmentsService } from '#domain/case-attachments';
import { CaseEscalationsService, CasesService } from '#domain/cases';
import { ProductBundlesService } from '#domain/catalog';
import { firstChargeCents } from '#domain/promo-codes';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { Organization } from '../organizations/organization.model.js';
import { CaseActivity } from './case-activity.model.js';
import { isEmployeeView, toCaseEscalation, toCasePerson } from './case.mapper.js';
import { Case, CaseEscalation, CasePerson, CaseProductBundle } from './case.model.js';

const TIMELINE_MAX = 500;

/**
 * The team, organization, product bundle, escalations and timeline of a case, batched per request. (The
 * people named by id, submitter and the like, are plain fields of the model: see personField in
 * case.mapper.ts.)
 */
@Resolver(() => Case)
export class CaseFieldsResolver {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CaseEscalationsService) private readonly caseEscalations: CaseEscalationsService,
    @Inject(CaseAttachmentsService) private readonly attachments: CaseAttachmentsService,
    @Inject(ProductBundlesService) private readonly bundles: ProductBundlesService,
  ) {}

  /** The case team; an employee sees who works its case like the other people named on it. */
  @ResolveField(() => [CasePerson])
  async assignees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CasePerson[]> {
    const team = await context.loaders.get('caseTeamByCaseId', (ids) => this.cases.teamsByCaseIds(ids)).load(parent.id);
    const people = await Promise.all((team ?? []).map((userId) => this.person(userId, context)));
    return people.filter((person): person is CasePerson => person !== null);
  }

  @ResolveField(() => Organization)
  async organization(@Parent() parent: Case, @Context() context: GraphqlContext) {
    return context.loaders
      .get('organizationById', (ids) => this.cases.organizationsByIds(ids))
      .load(parent.organizationId);
  }

  /** The case's plan, batched per request; the employee sees its own plan too. */
  @ResolveField(() => CaseProductBundle, { nullable: true })
  async productBundle(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseProductBundle | null> {
    if (!parent.productBundleId) return null;
    const bundle = await context.loaders
      .get('productBundleById', (ids) => this.bundles.byIds(ids))
      .load(parent.productBundleId);
    // Written only within the case's organization; checked again so no other organization's bundle is shown.
    if (!bundle || bundle.organizationId !== parent.organizationId) return null;
    return {
      id: bundle.id,
      name: bundle.name,
      priceCents: bundle.priceCents,
      priceUnit: bundle.priceUnit,
      firstChargeCents: firstChargeCents(bundle),
    };
  }

  /** Staff only: an employee gets an empty list. */
  @ResolveField(() => [CaseEscalation])
  async escalations(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseEscalation[]> {
    if (isEmployeeView(requirePrincipal(context), parent)) return [];
    return (await this.caseEscalations.listFor(parent)).map(toCaseEscalation);
  }

  /**
   * The latest timeline entries, oldest first, as the viewer may see them (activityForViewer): an employee
   * sees only the kinds meant for it, and nobody the id of a file it may not open.
   */
  @ResolveField(() => [CaseActivity])
  async activity(
    @Parent() parent: Case,
    @Context() context: GraphqlContext,
    @Args('last', { type: () => Int, nullable: true, description: `At most ${TIMELINE_MAX}` }) last?: number | null,
  ): Promise<CaseActivity[]> {
    const limit = Math.min(Math.max(last ?? TIMELINE_MAX, 1), TIMELINE_MAX);
    const entries = await this.cases.recentActivity(parent, limit);
    return (await this.attachments.timelineFor(requirePrincipal(context), parent, entries)) as CaseActivity[];
  }

  private async person(userId: string | null, context: GraphqlContext): Promise<CasePerson | null> {
    if (!userId) return null;
    const user = await context.people.load(userId);
    return user ? toCasePerson(user) : null;
  }
}
