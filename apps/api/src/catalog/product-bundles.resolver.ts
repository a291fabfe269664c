import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  AllowedFor,
  CurrentPrincipal,
  isUuid,
  type Principal,
  PRINCIPAL_RESOLVER,
  type PrincipalResolver,
  Public,
  restricted,
  badInput,
} from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { CatalogRules, ProductBundlesService } from '#domain/catalog';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { toBundle, toPublicBundleModel } from './catalog.mapper.js';
import { CatalogDeletePayload, ProductBundlePayload, ProductBundlesPayload } from './catalog.payloads.js';
import { AddOrganizationProductBundleInput, UpdateOrganizationProductBundleInput } from './dto/catalog.inputs.js';
import { ProductBundle } from './product-bundle.model.js';
import { PublicProductCategory } from './product.model.js';

/** An organization's bundles: staff read them all, the landing page (by linkName) the visible ones' public fields. */
@Resolver(() => ProductBundle)
export class ProductBundlesResolver {
  constructor(
    @Inject(ProductBundlesService) private readonly bundles: ProductBundlesService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
    @Inject(PRINCIPAL_RESOLVER) private readonly principals: PrincipalResolver,
  ) {}

  /**
   * With linkName: public, rate-limited, the visible bundles of that partner with the public fields only
   * (NOT_FOUND for an unknown or non-partner link name). Without: staff of the organization, every bundle.
   */
  @Query(() => [ProductBundle], { complexity: MAX_RECORDS_PER_PAGE })
  @Public()
  async organizationProductBundles(
    @Context() context: GraphqlContext,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string,
    @Args('linkName', { type: () => String, nullable: true }) linkName?: string,
  ): Promise<ProductBundle[]> {
    if (linkName !== undefined && linkName !== null) {
      await this.rateLimiter.consume('organizationProductBundles', context.clientIp);
      return (await this.bundles.publicBundles(linkName)).map(toPublicBundleModel);
    }
    // Signed-in path: the same resolution and checks the guard applies to a restricted operation.
    context.sessionPrincipal ??= this.principals.resolve(context.identity);
    let principal = await context.sessionPrincipal;
    if (organizationId !== undefined && organizationId !== null) {
      if (!isUuid(organizationId)) throw badInput('organizationId must be an id', 'organizationId');
      principal = principal.inOrganization(organizationId);
    }
    principal.assertSatisfies(restricted(CatalogRules.view));
    return (await this.bundles.list(principal.requireOrganizationId())).map(toBundle);
  }

  @Query(() => [PublicProductCategory], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: "The categories of the products of a partner's visible bundles, by name",
  })
  @Public()
  async allOrganizationPublicProductCategories(
    @Context() context: GraphqlContext,
    @Args('linkName') linkName: string,
  ): Promise<PublicProductCategory[]> {
    await this.rateLimiter.consume('allOrganizationPublicProductCategories', context.clientIp);
    return this.bundles.publicCategories(linkName);
  }

  @Mutation(() => ProductBundlePayload)
  @AllowedFor(CatalogRules.organization)
  async addOrganizationProductBundle(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddOrganizationProductBundleInput,
  ): Promise<ProductBundlePayload> {
    const bundle = await this.bundles.add(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, productBundle: toBundle(bundle) };
  }

  @Mutation(() => ProductBundlePayload)
  @AllowedFor(CatalogRules.organization)
  async updateOrganizationProductBundle(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationProductBundleInput,
  ): Promise<ProductBundlePayload> {
    const bundle = await this.bundles.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, productBundle: toBundle(bundle) };
  }

  @Mutation(() => CatalogDeletePayload)
  @AllowedFor(CatalogRules.organization)
  async deleteOrganizationProductBundle(
    @CurrentPrincipal() principal: Principal,
    @Args('productBundleId', { type: () => ID }) productBundleId: string,
  ): Promise<CatalogDeletePayload> {
    await this.bundles.remove(principal, productBundleId);
    return { success: true, message: OPERATION_SUCCEEDED };
  }

  /** productBundleIds: every bundle of the organization, each once, in the new order. */
  @Mutation(() => ProductBundlesPayload)
  @AllowedFor(CatalogRules.organization)
  async updateProductBundlesOrder(
    @CurrentPrincipal() principal: Principal,
    @Args('productBundleIds', { type: () => [ID] }) productBundleIds: string[],
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string,
  ): Promise<ProductBundlesPayload> {
    const bundles = await this.bundles.reorder(principal, { organizationId, productBundleIds });
    return { success: true, message: OPERATION_SUCCEEDED, productBundles: bundles.map(toBundle) };
  }
}
