import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import {
  type CommunicationTemplateEntity,
  CommunicationTemplateRules,
  CommunicationTemplatesService,
  MANAGE_SOME_TEMPLATES,
  scopeOf,
  TEMPLATE_PLACEHOLDERS,
  placeholderToken,
} from '#domain/communication-templates';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toGraphqlPage } from '../graphql/paging.js';
import { CommunicationTemplatePayload } from './communication-template.payloads.js';
import { CommunicationTemplate, CommunicationTemplatesPage } from './communication-template.model.js';
import {
  AllCommunicationTemplatesInput,
  CreateCommunicationTemplateInput,
  UpdateCommunicationTemplateInput,
} from './dto/communication-template.inputs.js';

/**
 * Communication templates: listed by case workers and TPA; the mutations are declared for anyone who may
 * manage some scope of template and the service applies the rule of the template's own scope.
 */
@Resolver(() => CommunicationTemplate)
export class CommunicationTemplatesResolver {
  constructor(@Inject(CommunicationTemplatesService) private readonly templates: CommunicationTemplatesService) {}

  @Query(() => CommunicationTemplatesPage)
  @AllowedFor(CommunicationTemplateRules.list)
  async allCommunicationTemplates(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
    @Args('input', { type: () => AllCommunicationTemplatesInput, nullable: true })
    input?: AllCommunicationTemplatesInput | null,
  ): Promise<CommunicationTemplatesPage> {
    const page = await this.templates.list(principal, input ?? {});
    const items = page.items.map((template) => this.toModel(principal, template));
    return toGraphqlPage({ ...page, items }, 'templates') as CommunicationTemplatesPage;
  }

  /** The placeholders a template's text may hold, as written (`{{caseId}}`, …). */
  @Query(() => [String])
  @AllowedFor(CommunicationTemplateRules.list)
  communicationTemplatePlaceholders(): string[] {
    return TEMPLATE_PLACEHOLDERS.map(placeholderToken);
  }

  @Mutation(() => CommunicationTemplatePayload)
  @AllowedFor(MANAGE_SOME_TEMPLATES)
  async createCommunicationTemplate(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateCommunicationTemplateInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string | null,
  ): Promise<CommunicationTemplatePayload> {
    const created = await this.templates.create(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, template: this.toModel(principal, created) };
  }

  @Mutation(() => CommunicationTemplatePayload)
  @AllowedFor(MANAGE_SOME_TEMPLATES)
  async updateCommunicationTemplate(
    @CurrentPrincipal() principal: Principal,
    @Args('templateId', { type: () => ID }) templateId: string,
    @Args('input') input: UpdateCommunicationTemplateInput,
  ): Promise<CommunicationTemplatePayload> {
    const updated = await this.templates.update(principal, templateId, input);
    return { success: true, message: OPERATION_SUCCEEDED, template: this.toModel(principal, updated) };
  }

  @Mutation(() => CommunicationTemplatePayload)
  @AllowedFor(MANAGE_SOME_TEMPLATES)
  async deleteCommunicationTemplate(
    @CurrentPrincipal() principal: Principal,
    @Args('templateId', { type: () => ID }) templateId: string,
  ): Promise<CommunicationTemplatePayload> {
    const deleted = await this.templates.delete(principal, templateId);
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      template: { ...this.toModel(principal, deleted), viewerCanManage: false },
    };
  }

  private toModel(principal: Principal, template: CommunicationTemplateEntity): CommunicationTemplate {
    return {
      id: template.id,
      organizationId: template.organizationId,
      ownerUserId: template.ownerUserId,
      name: template.name,
      text: template.text,
      documentIds: template.documentIds,
      formIds: template.formIds,
      caseCategoryIds: template.caseCategoryIds,
      isGlobal: template.isGlobal,
      isPersonal: template.isPersonal,
      scope: scopeOf(template),
      viewerCanManage: this.templates.mayManage(principal, template),
      createdAt: template.createdAt,
      updatedAt: template.updatedAt,
    };
  }
}
