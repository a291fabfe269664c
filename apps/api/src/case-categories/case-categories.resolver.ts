import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { type CaseCategoryEntity, CaseCategoriesService, CaseCategoryRules } from '#domain/case-categories';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { Organization, OrganizationBrandInfo } from '../organizations/organization.model.js';
import { CaseCategoryPayload, OrganizationCategoriesPayload } from './case-category.payloads.js';
import { CaseCategory } from './case-category.model.js';
import { AddCaseCategoryInput, UpdateOrganizationCategoriesInput } from './dto/case-category.inputs.js';

const toModel = (category: CaseCategoryEntity): CaseCategory => ({
  id: category.id,
  name: category.name,
  linkName: category.linkName,
});

/** One query per request for every organization's categories, however many organizations are answered. */
async function categoriesOf(
  categories: CaseCategoriesService,
  context: GraphqlContext,
  organizationId: string,
): Promise<CaseCategory[]> {
  const found = await context.loaders
    .get('caseCategoriesByOrganizationId', (ids) => categories.byOrganizationIds(ids))
    .load(organizationId);
  return (found ?? []).map(toModel);
}

/** The catalogue (CV Admin) and the organizations' choice from it. */
@Resolver(() => CaseCategory)
export class CaseCategoriesResolver {
  constructor(@Inject(CaseCategoriesService) private readonly categories: CaseCategoriesService) {}

  /** Unpaged by the spec; its cost counts as a full page for the complexity limit. */
  @Query(() => [CaseCategory], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: 'Every case category (the catalogue organizations choose from), by name',
  })
  @AllowedFor(CaseCategoryRules.list)
  async allCaseCategories(): Promise<CaseCategory[]> {
    return (await this.categories.findAll()).map(toModel);
  }

  @Mutation(() => CaseCategoryPayload)
  @AllowedFor(CaseCategoryRules.add)
  async addCaseCategory(@Args('input') input: AddCaseCategoryInput): Promise<CaseCategoryPayload> {
    const caseCategory = await this.categories.add(input);
    return { success: true, message: OPERATION_SUCCEEDED, caseCategory: toModel(caseCategory) };
  }

  /** Declared with the rule in the caller's organization; the service checks it again in the one named. */
  @Mutation(() => OrganizationCategoriesPayload)
  @AllowedFor(CaseCategoryRules.updateOrganization)
  async updateOrganizationCategories(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationCategoriesInput,
  ): Promise<OrganizationCategoriesPayload> {
    const organization = await this.categories.updateOrganizationCategories(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, organization };
  }
}

@Resolver(() => Organization)
export class OrganizationCaseCategoriesResolver {
  constructor(@Inject(CaseCategoriesService) private readonly categories: CaseCategoriesService) {}

  @ResolveField(() => [CaseCategory], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: 'The case categories the organization uses, by name',
  })
  caseCategories(@Parent() organization: Organization, @Context() context: GraphqlContext): Promise<CaseCategory[]> {
    return categoriesOf(this.categories, context, organization.id);
  }
}

/** The acting organization's categories, for screens of staff who cannot list organizations. */
@Resolver(() => OrganizationBrandInfo)
export class OrganizationBrandCaseCategoriesResolver {
  constructor(@Inject(CaseCategoriesService) private readonly categories: CaseCategoriesService) {}

  @ResolveField(() => [CaseCategory], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: 'The case categories the organization uses, by name',
  })
  caseCategories(
    @Parent() organization: OrganizationBrandInfo,
    @Context() context: GraphqlContext,
  ): Promise<CaseCategory[]> {
    return categoriesOf(this.categories, context, organization.id);
  }
}
