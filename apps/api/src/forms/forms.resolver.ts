import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AccessRule, AllowedFor, CurrentPrincipal, type Principal, Role, SignedIn } from '#access';
import { ProductBundlesService } from '#domain/catalog';
import { FORM_EDITORS, FormsService, GLOBAL_FORMS_MESSAGE } from '#domain/forms';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CreateFormInput, QuestionInput, UpdateFormInput } from './dto/form.inputs.js';
import { toFormModel } from './form.mapper.js';
import { Form, FormVersion } from './form.model.js';
import { FormPayload, FormVersionPayload } from './forms.payloads.js';

const STAFF = [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];
/** Platform-wide defaults are the CV Admin's alone (global forms are). */
export const GLOBAL_FORM_ADMINS = { roles: [Role.CVADMIN], message: GLOBAL_FORMS_MESSAGE } satisfies AccessRule;
/** The forms list (route `forms`: all roles except User). */
export const FORM_READERS = { roles: STAFF } satisfies AccessRule;

const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

@Resolver(() => Form)
export class FormsResolver {
  constructor(
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(ProductBundlesService) private readonly bundles: ProductBundlesService,
  ) {}

  /** The forms list (route `forms`: all roles except User). */
  @Query(() => [Form])
  @AllowedFor(FORM_READERS)
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

  /** The global form holding the default global version (isPartnerDefault), shown with that version. */
  @Query(() => Form)
  @SignedIn()
  async defaultGlobalForm(
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Form> {
    return toFormModel(await this.forms.defaultGlobalForm());
  }

  /** One version of a form the caller may see; linkName, when given, must be that form's. */
  @Query(() => Form)
  @SignedIn()
  async formByVersionId(
    @CurrentPrincipal() principal: Principal,
    @Args('versionId', { type: () => ID }) versionId: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('linkName', { type: () => String, nullable: true }) linkName?: string,
  ): Promise<Form> {
    return toFormModel(await this.forms.byVersionId(principal, versionId, linkName));
  }

  /** The bundle's eligibility form version, else the partner default form version; another organization's bundle is NOT_FOUND. */
  @Query(() => Form)
  @SignedIn()
  async formByProductBundle(
    @CurrentPrincipal() principal: Principal,
    @Args('productBundleId', { type: () => ID }) productBundleId: string,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Form> {
    const formVersionId = await this.bundles.formVersionIdOf(principal, productBundleId);
    return toFormModel(await this.forms.forProductBundle(formVersionId));
  }

  @Query(() => [FormVersion])
  @AllowedFor(FORM_READERS)
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

  /** Makes this version of a global form the default global form version (isPartnerDefault). */
  @Mutation(() => FormVersionPayload)
  @AllowedFor(GLOBAL_FORM_ADMINS)
  async setDefaultGlobalFormVersion(
    @CurrentPrincipal() principal: Principal,
    @Args('versionId', { type: () => ID }) versionId: string,
  ): Promise<FormVersionPayload> {
    const formVersion = await this.forms.setGlobalDefaultVersion(principal, versionId, 'isPartnerDefault');
    return { success: true, message: OPERATION_SUCCEEDED, formVersion };
  }

  /** Makes this version of a global form the GLP follow-up form (isGLPFollowupDefault). */
  @Mutation(() => FormVersionPayload)
  @AllowedFor(GLOBAL_FORM_ADMINS)
  async setDefaultGlobalGLPFollowupFormVersion(
    @CurrentPrincipal() principal: Principal,
    @Args('versionId', { type: () => ID }) versionId: string,
  ): Promise<FormVersionPayload> {
    const formVersion = await this.forms.setGlobalDefaultVersion(principal, versionId, 'isGLPFollowupDefault');
    return { success: true, message: OPERATION_SUCCEEDED, formVersion };
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
