import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, type Principal, Role, SignedIn } from '#access';
import { FormResponsesService } from '#domain/forms';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { AddFormResponseToCaseInput, CreateFormResponseInput, QuestionResponseInput } from './dto/form.inputs.js';
import { FormResponse } from './form.model.js';
import { DeleteFormResponsePayload, FormResponsePayload, SubmitFormPayload } from './forms.payloads.js';

/** Staff roles; which cases they see is decided per case (CasesService.findVisible). */
const STAFF = [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];
/** Staff add a submitted response to a case they can see. */
export const AddFormResponseToCaseRule = { roles: STAFF } satisfies AccessRule;

@Resolver(() => FormResponse)
export class FormResponsesResolver {
  constructor(@Inject(FormResponsesService) private readonly responses: FormResponsesService) {}

  /** Saved drafts ("My Requests" resumes them); another employee's only for who may submit on their behalf. */
  @Query(() => [FormResponse])
  @SignedIn()
  userFormResponseDrafts(
    @CurrentPrincipal() principal: Principal,
    @Args('respondentId', { type: () => ID, nullable: true }) respondentId?: string,
  ): Promise<FormResponse[]> {
    return this.responses.drafts(principal, respondentId);
  }

  @Mutation(() => FormResponsePayload)
  @SignedIn()
  async createFormResponse(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateFormResponseInput,
  ): Promise<FormResponsePayload> {
    const { result: formResponse, ...recorded } = await withRecordedActivities(principal, () =>
      this.responses.create(principal, input),
    );
    return { success: true, message: OPERATION_SUCCEEDED, formResponse, ...recorded };
  }

  @Mutation(() => FormResponsePayload)
  @SignedIn()
  async updateFormResponse(
    @CurrentPrincipal() principal: Principal,
    @Args('formResponseId', { type: () => ID }) formResponseId: string,
    @Args('questionResponses', { type: () => [QuestionResponseInput] }) questionResponses: QuestionResponseInput[],
  ): Promise<FormResponsePayload> {
    const { result: formResponse, ...recorded } = await withRecordedActivities(principal, () =>
      this.responses.update(principal, formResponseId, questionResponses),
    );
    return { success: true, message: OPERATION_SUCCEEDED, formResponse, ...recorded };
  }

  /** Replaces one answer of a draft (autosave of a single step). */
  @Mutation(() => FormResponsePayload)
  @SignedIn()
  async updateQuestionResponse(
    @CurrentPrincipal() principal: Principal,
    @Args('formResponseId', { type: () => ID }) formResponseId: string,
    @Args('questionResponse') questionResponse: QuestionResponseInput,
  ): Promise<FormResponsePayload> {
    const { result: formResponse, ...recorded } = await withRecordedActivities(principal, () =>
      this.responses.updateQuestion(principal, formResponseId, questionResponse),
    );
    return { success: true, message: OPERATION_SUCCEEDED, formResponse, ...recorded };
  }

  /** Staff add a submitted response of a form to an existing case they can see. */
  @Mutation(() => FormResponsePayload)
  @AllowedFor(AddFormResponseToCaseRule)
  async addFormResponseToCase(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('input') input: AddFormResponseToCaseInput,
  ): Promise<FormResponsePayload> {
    const { result: formResponse, ...recorded } = await withRecordedActivities(principal, () =>
      this.responses.addToCase(principal, caseId, input),
    );
    return { success: true, message: OPERATION_SUCCEEDED, formResponse, ...recorded };
  }

  @Mutation(() => DeleteFormResponsePayload)
  @SignedIn()
  async deleteFormResponse(
    @CurrentPrincipal() principal: Principal,
    @Args('formResponseId', { type: () => ID }) formResponseId: string,
  ): Promise<DeleteFormResponsePayload> {
    await this.responses.delete(principal, formResponseId);
    return { success: true, message: OPERATION_SUCCEEDED };
  }

  /** Submits a draft: opens the case and returns its id with the response id. */
  @Mutation(() => SubmitFormPayload)
  @SignedIn()
  async submitForm(
    @CurrentPrincipal() principal: Principal,
    @Args('formResponseId', { type: () => ID }) formResponseId: string,
  ): Promise<SubmitFormPayload> {
    const submitted = await this.responses.submit(principal, formResponseId);
    return { success: true, message: OPERATION_SUCCEEDED, ...submitted };
  }
}
