import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { type CaseDecisionEntity, CaseDecisionsService, DecisionRules } from '#domain/case-decisions';
import { isEmployeeView } from '../cases/case.mapper.js';
import { Case } from '../cases/case.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CaseDecision, CaseDecisionInput, CaseDecisionPayload } from './decision.model.js';

/** The employee sees its outcome, not what it cost. */
const toDecision = (decision: CaseDecisionEntity, employee: boolean): CaseDecision => ({
  ...decision,
  cost: employee || decision.cost === null ? null : Number(decision.cost),
  hasAttachment: decision.attachmentPath !== null,
});

@Resolver(() => Case)
export class CaseDecisionsResolver {
  constructor(@Inject(CaseDecisionsService) private readonly decisions: CaseDecisionsService) {}

  /** Oldest first. */
  @ResolveField('decisions', () => [CaseDecision])
  async caseDecisions(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CaseDecision[]> {
    const employee = isEmployeeView(requirePrincipal(context), parent);
    return (await this.decisions.listFor(parent)).map((decision) => toDecision(decision, employee));
  }

  @Mutation(() => CaseDecisionPayload)
  @AllowedFor(DecisionRules.decide)
  async addCaseDecision(
    @CurrentPrincipal() principal: Principal,
    @Args('decision') input: CaseDecisionInput,
    @Args('filePath', { type: () => String, nullable: true }) filePath?: string | null,
  ): Promise<CaseDecisionPayload> {
    const { caseId, ...decision } = input;
    const added = await this.decisions.add(principal, caseId, decision, filePath);
    return { success: true, message: OPERATION_SUCCEEDED, decision: toDecision(added, false) };
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
    const updated = await this.decisions.update(principal, caseDecisionId, { isIndefinite, startDate, endDate });
    return { success: true, message: OPERATION_SUCCEEDED, decision: toDecision(updated, false) };
  }

  @Mutation(() => CaseDecisionPayload)
  @AllowedFor(DecisionRules.decide)
  async deleteCaseDecision(
    @CurrentPrincipal() principal: Principal,
    @Args('caseDecisionId', { type: () => ID }) caseDecisionId: string,
  ): Promise<CaseDecisionPayload> {
    const removed = await this.decisions.delete(principal, caseDecisionId);
    return { success: true, message: OPERATION_SUCCEEDED, decision: toDecision(removed, false) };
  }
}
