import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseAssignmentService, CaseLifecycleService, CaseStatus, CaseWorkRules, VisitType } from '#domain/cases';
import { changeCaseBundle } from '#domain/promo-codes';
import { Case } from './case.model.js';
import { answerCaseChange, CasePayload } from './cases.payloads.js';
import { UpdateCaseInput } from './dto/case.inputs.js';

/** Moving a case: its people, status, title, visit type and product bundle, closing and reopening. */
@Resolver(() => Case)
export class CaseWorkResolver {
  constructor(
    @Inject(CaseAssignmentService) private readonly assignment: CaseAssignmentService,
    @Inject(CaseLifecycleService) private readonly lifecycle: CaseLifecycleService,
  ) {}

  /** Title, visit type and product bundle (checked, with the promo discount computed again, by changeCaseBundle). */
  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.edit)
  async updateCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('input') input: UpdateCaseInput,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.lifecycle.update(principal, caseId, input, changeCaseBundle));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.manage)
  async changeCaseStatus(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('status', { type: () => CaseStatus }) status: CaseStatus,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.lifecycle.changeStatus(principal, caseId, status));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assign)
  async assignCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('visitType', { type: () => VisitType, nullable: true }) visitType?: VisitType | null,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.assign(principal, caseId, userId, visitType));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assign)
  async unassignCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.unassign(principal, caseId));
  }

  /** The assignee takes the case on (ASSIGNED to IN_PROGRESS). */
  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.accept)
  async acceptCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.accept(principal, caseId));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assign)
  async assignUserToCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('userIds', { type: () => [ID] }) userIds: string[],
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.addTeamMembers(principal, caseId, userIds));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assign)
  async unassignUserFromCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.removeTeamMember(principal, caseId, userId));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assignHrRep)
  async assignCaseHrRep(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.assignHrRep(principal, caseId, userId));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.assignHrRep)
  async unassignCaseHrRep(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.assignment.unassignHrRep(principal, caseId));
  }

  /** Closes a case with a reason; `force` closes one without a decision (Tpasupport and Cvadmin). */
  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.archive)
  async archiveCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('reason') reason: string,
    @Args('force', { type: () => Boolean, nullable: true }) force?: boolean | null,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.lifecycle.archive(principal, caseId, reason, force));
  }

  @Mutation(() => CasePayload)
  @AllowedFor(CaseWorkRules.reopen)
  async reopenCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CasePayload> {
    return answerCaseChange(principal, () => this.lifecycle.reopen(principal, caseId));
  }
}
