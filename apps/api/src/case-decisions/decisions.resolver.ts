import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, type Principal, restricted } from '#access';
import { type CaseDecisionEntity, CaseDecisionsService, DecisionRules } from '#domain/case-decisions';
import { CasesService } from '#domain/cases';
import { PrescriptionRules } from '#domain/prescriptions';
import { isEmployeeView, toCaseModel } from '../cases/case.mapper.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CaseDecision, CaseDecisionInput, CaseDecisionPayload } from './decision.model.js';

/**
 * The employee sees its outcome, not what it cost. The prescription actions: the operations' rules in the
 * case's organization, for a decision that names a medicine (the data they print or prescribe).
 */
const toDecision = (decision: CaseDecisionEntity, employee: boolean, principal: Principal): CaseDecision => {
  const scoped = principal.canActIn(decision.organizationId) ? principal.inOrganization(decision.organizationId) : null;
  const may = (rule: AccessRule) =>
    !!decision.medicine && !!scoped && principal.satisfies(restricted(rule)) && scoped.satisfies(restricted(rule));
  return {
    ...decision,
    cost: employee || decision.cost === null ? null : Number(decision.cost),
    hasAttachment: decision.attachmentPath !== null,
    viewerCan: {
      generatePrescription: may(PrescriptionRules.generate),
      providerPortalLogInRequest: may(PrescriptionRules.portalLogIn),
    },
  };
};

@Resolver(() => Case)
export class CaseDecisionsResolver {
  constructor(
    @Inject(CaseDecisionsService) private readonly decisions: CaseDecisionsService,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  /** Oldest first. */
  @ResolveField('decisions', () => [CaseDecision])
  async caseDecisions(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseDecision[]> {
    const principal = requirePrincipal(context);
    const employee = isEmployeeView(principal, parent);
    return (await this.decisions.listFor(parent)).map((decision) => toDecision(decision, employee, principal));
  }

  @Mutation(() => CaseDecisionPayload)
  @AllowedFor(DecisionRules.decide)
  async addCaseDecision(
    @CurrentPrincipal() principal: Principal,
    @Args('decision') input: CaseDecisionInput,
    @Args('filePath', { type: () => String, nullable: true }) filePath?: string | null,
  ): Promise<CaseDecisionPayload> {
    const { caseId, ...decision } = input;
    return this.answer(principal, () => this.decisions.add(principal, caseId, decision, filePath));
  }

  @Mutation(() => CaseDecisionPayload)
  @AllowedFor(DecisionRules.decide)
  async updateCaseDecision(
    @CurrentPrincipal() principal: Principal,
    @Args('caseDecisionId', { type: () => ID }) caseDecisionId: string,
    @Args('isIndefinite') isIndefinite: boolean,
    @Args('startDate') startDate: string,
    @Args('endDate', { type: () => String, nullable: true }) endDate?: string | null,
  ): Promise<CaseDecisionPayload> {
    return this.answer(principal, () =>
      this.decisions.update(principal, caseDecisionId, { isIndefinite, startDate, endDate }),
    );
  }

  @Mutation(() => CaseDecisionPayload)
  @AllowedFor(DecisionRules.decide)
  async deleteCaseDecision(
    @CurrentPrincipal() principal: Principal,
    @Args('caseDecisionId', { type: () => ID }) caseDecisionId: string,
  ): Promise<CaseDecisionPayload> {
    return this.answer(principal, () => this.decisions.delete(principal, caseDecisionId));
  }

  /** The decision, the case as the change left it, and the timeline entries the change recorded. */
  private async answer(principal: Principal, change: () => Promise<CaseDecisionEntity>): Promise<CaseDecisionPayload> {
    const { result: decision, ...recorded } = await withRecordedActivities(principal, change);
    const caseRecord = await this.cases.findVisible(principal, decision.caseId);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      decision: toDecision(decision, false, principal),
      case: toCaseModel(caseRecord, principal),
      ...recorded,
    };
  }
}
