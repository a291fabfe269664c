import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseEscalationsService, CaseWorkRules, EscalationType } from '#domain/cases';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toCaseModel } from './case.mapper.js';
import { CaseEscalation } from './case.model.js';
import { CasePayload } from './cases.payloads.js';

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
    const caseRecord = await this.escalations.escalate(principal, caseId, { category, reasons });
    return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal) };
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async addCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('category', { type: () => EscalationType }) category: EscalationType,
    @Args('reasons', { type: () => [String] }) reasons: string[],
  ): Promise<CasePayload> {
    const caseRecord = await this.escalations.add(principal, caseId, { category, reasons });
    return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal) };
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async updateCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('escalationId', { type: () => ID }) escalationId: string,
    @Args('category', { type: () => EscalationType }) category: EscalationType,
    @Args('reasons', { type: () => [String] }) reasons: string[],
  ): Promise<CasePayload> {
    const caseRecord = await this.escalations.update(principal, escalationId, { category, reasons });
    return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal) };
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async removeCaseEscalation(
    @CurrentPrincipal() principal: Principal,
    @Args('escalationId', { type: () => ID }) escalationId: string,
  ): Promise<CasePayload> {
    const caseRecord = await this.escalations.remove(principal, escalationId);
    return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal) };
  }

  /** Removes every escalation of the case. */
  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.escalate)
  async deEscalateCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    const caseRecord = await this.escalations.deEscalate(principal, caseId);
    return { success: true, message: OPERATION_SUCCEEDED, case: toCaseModel(caseRecord, principal) };
  }
}
