import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { CatalogRules, OrganizationProductsService } from '#domain/catalog';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toOrganizationProduct } from './catalog.mapper.js';
import { CatalogDeletePayload, OrganizationProductPayload, OrganizationProductsPayload } from './catalog.payloads.js';
import { AddOrganizationProductInput, UpdateOrganizationProductInput } from './dto/catalog.inputs.js';
import { OrganizationProduct } from './product.model.js';

const LIST = { complexity: MAX_RECORDS_PER_PAGE } as const;

/** The products an organization offers (read by its staff; edited by its admin or owner). */
@Resolver(() => OrganizationProduct)
export class OrganizationProductsResolver {
  constructor(@Inject(OrganizationProductsService) private readonly products: OrganizationProductsService) {}

  /** Without categoryId, every product the organization offers. */
  @Query(() => [OrganizationProduct], LIST)
  @AllowedFor(CatalogRules.view)
  async organizationProductsByCategory(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
    @Args('categoryId', { type: () => ID, nullable: true }) categoryId?: string,
  ): Promise<OrganizationProduct[]> {
    return (await this.products.list(principal.requireOrganizationId(), { categoryId })).map(toOrganizationProduct);
  }

  @Query(() => [OrganizationProduct], LIST)
  @AllowedFor(CatalogRules.view)
  async organizationFormularyProducts(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationProduct[]> {
    return (await this.products.list(principal.requireOrganizationId(), { isFormulary: true })).map(
      toOrganizationProduct,
    );
  }

  /** The products a decision (prescription) may name: the organization's visible products. */
  @Query(() => [OrganizationProduct], LIST)
  @AllowedFor(CatalogRules.view)
  async organizationDecisionProducts(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationProduct[]> {
    return (await this.products.list(principal.requireOrganizationId(), { visibleOnly: true })).map(
      toOrganizationProduct,
    );
  }

  /** Medicine names of the organization's visible products, by name (the decision form's list). */
  @Query(() => [String], LIST)
  @AllowedFor(CatalogRules.view)
  organizationMedicationList(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<string[]> {
    return this.products.medicationList(principal.requireOrganizationId());
  }

  @Mutation(() => OrganizationProductPayload)
  @AllowedFor(CatalogRules.organization)
  async addOrganizationProduct(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddOrganizationProductInput,
  ): Promise<OrganizationProductPayload> {
    const row = await this.products.add(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, organizationProduct: toOrganizationProduct(row) };
  }

  @Mutation(() => OrganizationProductPayload)
  @AllowedFor(CatalogRules.organization)
  async updateOrganizationProduct(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationProductInput,
  ): Promise<OrganizationProductPayload> {
    const row = await this.products.update(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, organizationProduct: toOrganizationProduct(row) };
  }

  @Mutation(() => CatalogDeletePayload)
  @AllowedFor(CatalogRules.organization)
  async deleteOrganizationProduct(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationProductId', { type: () => ID }) organizationProductId: string,
  ): Promise<CatalogDeletePayload> {
    await this.products.remove(principal, organizationProductId);
    return { success: true, message: OPERATION_SUCCEEDED };
  }

  /** CV Admin only (spec 000 §6 "set default products"). */
  @Mutation(() => OrganizationProductsPayload)
  @AllowedFor(CatalogRules.defaultProducts)
  async setOrganizationDefaultProducts(
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('productIds', { type: () => [ID] }) productIds: string[],
  ): Promise<OrganizationProductsPayload> {
    const rows = await this.products.setDefaults({ organizationId, productIds });
    return { success: true, message: OPERATION_SUCCEEDED, organizationProducts: rows.map(toOrganizationProduct) };
  }
}
