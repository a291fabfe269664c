import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, Permission, type Principal, Role, SignedIn } from '#access';
import { FormsService } from '#domain/forms';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CreateFormInput, QuestionInput, UpdateFormInput } from './dto/form.inputs.js';
import { toFormModel } from './form.mapper.js';
import { Form, FormVersion } from './form.model.js';
import { FormPayload } from './forms.payloads.js';

const STAFF = [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];
/** Form Editor (spec 000 §2: Cvadmin and Admin), or a custom role holding edit_form. */
const FORM_EDITORS = { roles: [Role.CVADMIN, Role.ADMIN], permissions: [Permission.EDIT_FORM] };

const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

@Resolver(() => Form)
export class FormsResolver {
  constructor(@Inject(FormsService) private readonly forms: FormsService) {}

  /** The forms list (route `forms`: all roles except User). */
  @Query(() => [Form])
  @AllowedFor({ roles: STAFF })
  async allForms(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('isGlobal', { type: () => Boolean, nullable: true }) isGlobal?: boolean,
    @Args('includeDisabledForms', { type: () => Boolean, nullable: true }) includeDisabledForms?: boolean,
  ): Promise<Form[]> {
    return (await this.forms.list(principal, { isGlobal, includeDisabledForms })).map(toFormModel);
  }

  @Query(() => Form)
  @SignedIn()
  async defaultForm(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Form> {
    return toFormModel(await this.forms.defaultForm(principal));
  }

  @Query(() => Form)
  @SignedIn()
  async formById(
    @CurrentPrincipal() principal: Principal,
    @Args('formId', { type: () => ID }) formId: string,
  ): Promise<Form> {
    return toFormModel(await this.forms.byId(principal, formId));
  }

  @Query(() => Form)
  @SignedIn()
  async formByShortLink(
    @CurrentPrincipal() principal: Principal,
    @Args('linkName') linkName: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('isGlobal', { type: () => Boolean, nullable: true }) isGlobal?: boolean,
  ): Promise<Form> {
    return toFormModel(await this.forms.byShortLink(principal, linkName, Boolean(isGlobal)));
  }

  @Query(() => [FormVersion])
  @AllowedFor({ roles: STAFF })
  allFormVersions(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<FormVersion[]> {
    return this.forms.versionsOf(principal);
  }

  @Mutation(() => FormPayload)
  @AllowedFor(FORM_EDITORS)
  async createForm(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateFormInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<FormPayload> {
    const created = await this.forms.create(principal, {
      ...withoutNulls(input),
      questions: input.questions?.map((question) => withoutNulls(question)) ?? [],
    });
    return { success: true, message: OPERATION_SUCCEEDED, form: toFormModel(created) };
  }

  /** Publishes a new version; responses to earlier versions keep their questions. */
  @Mutation(() => FormPayload)
  @AllowedFor(FORM_EDITORS)
  async createFormVersion(
    @CurrentPrincipal() principal: Principal,
    @Args('formId', { type: () => ID }) formId: string,
    @Args('questions', { type: () => [QuestionInput] }) questions: QuestionInput[],
  ): Promise<FormPayload> {
    const published = await this.forms.createVersion(
      principal,
      formId,
      questions.map((question) => withoutNulls(question)),
    );
    return { success: true, message: OPERATION_SUCCEEDED, form: toFormModel(published) };
  }

  @Mutation(() => FormPayload)
  @AllowedFor(FORM_EDITORS)
  async updateForm(
    @CurrentPrincipal() principal: Principal,
    @Args('formId', { type: () => ID }) formId: string,
    @Args('input') input: UpdateFormInput,
  ): Promise<FormPayload> {
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      form: toFormModel(await this.forms.update(principal, formId, withoutNulls(input))),
    };
  }

  @Mutation(() => FormPayload)
  @AllowedFor(FORM_EDITORS)
  async updateFormVisibility(
    @CurrentPrincipal() principal: Principal,
    @Args('formId', { type: () => ID }) formId: string,
    @Args('isActive') isActive: boolean,
  ): Promise<FormPayload> {
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      form: toFormModel(await this.forms.setActive(principal, formId, isActive)),
    };
  }
}
