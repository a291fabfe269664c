import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CaseConsultsService, ConsultRules } from '#domain/case-consults';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CaseConsultMessagePayload, CaseConsultRequest, CaseConsultRequestPayload } from './case-consult.model.js';

/** Consult requests on a case and their threads (spec 001 requestCaseConsult, sendCaseConsultMessage). */
@Resolver(() => CaseConsultRequest)
export class CaseConsultsResolver {
  constructor(@Inject(CaseConsultsService) private readonly consults: CaseConsultsService) {}

  @Query(() => [CaseConsultRequest], { description: 'The consult requests of a case, newest first' })
  @AllowedFor(ConsultRules.discuss)
  allCaseConsultRequests(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CaseConsultRequest[]> {
    return this.consults.listFor(principal, caseId);
  }

  @Mutation(() => CaseConsultRequestPayload)
  @AllowedFor(ConsultRules.request)
  async requestCaseConsult(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('reason') reason: string,
  ): Promise<CaseConsultRequestPayload> {
    const { result: consultRequest, ...recorded } = await withRecordedActivities(principal, () =>
      this.consults.request(principal, caseId, reason),
    );
    return { success: true, message: OPERATION_SUCCEEDED, consultRequest, ...recorded };
  }

  @Mutation(() => CaseConsultMessagePayload)
  @AllowedFor(ConsultRules.discuss)
  async sendCaseConsultMessage(
    @CurrentPrincipal() principal: Principal,
    @Args('consultRequestId', { type: () => ID }) consultRequestId: string,
    @Args('text') text: string,
    @Args('closeRequest', {
      type: () => Boolean,
      nullable: true,
      description: 'Close the consult with this message; a closed consult takes no more messages',
    })
    closeRequest?: boolean | null,
  ): Promise<CaseConsultMessagePayload> {
    const { result, ...recorded } = await withRecordedActivities(principal, () =>
      this.consults.sendMessage(principal, consultRequestId, { text, closeRequest }),
    );
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      consultRequest: result.consultRequest,
      consultMessage: result.message,
      ...recorded,
    };
  }
}
