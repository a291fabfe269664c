import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPrincipal, type Principal, SignedIn } from '#access';
import { FormResponsesService } from '#domain/forms';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CreateFormResponseInput, QuestionResponseInput } from './dto/form.inputs.js';
import { FormResponse } from './form.model.js';
import { DeleteFormResponsePayload, FormResponsePayload, SubmitFormPayload } from './forms.payloads.js';

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
    const formResponse = await this.responses.create(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, formResponse };
  }

  @Mutation(() => FormResponsePayload)
  @SignedIn()
  async updateFormResponse(
    @CurrentPrincipal() principal: Principal,
    @Args('formResponseId', { type: () => ID }) formResponseId: string,
    @Args('questionResponses', { type: () => [QuestionResponseInput] }) questionResponses: QuestionResponseInput[],
  ): Promise<FormResponsePayload> {
    const formResponse = await this.responses.update(principal, formResponseId, questionResponses);
    return { success: true, message: OPERATION_SUCCEEDED, formResponse };
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
