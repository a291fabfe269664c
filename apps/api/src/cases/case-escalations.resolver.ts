import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseEscalationsService, CaseWorkRules, EscalationType } from '#domain/cases';
import { CaseEscalation } from './case.model.js';
import { answerCaseChange, CasePayload } from './cases.payloads.js';

/** Escalating and de-escalating cases ("Only a case worker can escalate this case"). */
@Resolver(() => CaseEscalation)
export class CaseEscalationsResolver {
  constructor(@Inject(CaseEscalationsService) private readonly escalations: CaseEscalationsService) {}

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async escalateCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('category', { type: () => EscalationType }) category: EscalationType,
    @Args('reasons', { type: () => [String] }) reasons: string[],
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.escalations.escalate(principal, caseId, { category, reasons }));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async addCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('category', { type: () => EscalationType }) category: EscalationType,
    @Args('reasons', { type: () => [String] }) reasons: string[],
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.escalations.add(principal, caseId, { category, reasons }));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async updateCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('escalationId', { type: () => ID }) escalationId: string,
    @Args('category', { type: () => EscalationType }) category: EscalationType,
    @Args('reasons', { type: () => [String] }) reasons: string[],
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.escalations.update(principal, escalationId, { category, reasons }));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async removeCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('escalationId', { type: () => ID }) escalationId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.escalations.remove(principal, escalationId));
  }

  /** Removes every escalation of the case. */
  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async deEscalateCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.escalations.deEscalate(principal, caseId));
  }
}
