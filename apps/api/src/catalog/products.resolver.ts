import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { CatalogRules, ProductsService } from '#domain/catalog';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { PagingArgs, toGraphqlPage } from '../graphql/paging.js';
import { toCategory, toDosage, toPharmacy, toProduct, toVariant } from './catalog.mapper.js';
import { CatalogDeletePayload, ProductCategoryPayload, ProductDosagePayload, ProductPayload } from './catalog.payloads.js';
import {
  AddProductCategoryInput,
  AddProductDosageInput,
  AddProductInput,
  UpdateOrganizationProductCategoryInput,
  UpdateProductCategoryInput,
  UpdateProductInput,
} from './dto/catalog.inputs.js';
import { Pharmacy, Product, ProductCategory, ProductDosage, ProductVariantPage } from './product.model.js';

/** Global products, their variants and dosages, product categories and pharmacies. */
@Resolver(() => Product)
export class ProductsResolver {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @Query(() => [Product], { complexity: MAX_RECORDS_PER_PAGE, description: 'Every global product, by name' })
  @AllowedFor(CatalogRules.view)
  async allProducts(): Promise<Product[]> {
    return (await this.products.findAll()).map(toProduct);
  }

  @Query(() => Product)
  @AllowedFor(CatalogRules.view)
  async productById(@Args('productId', { type: () => ID }) productId: string): Promise<Product> {
    return toProduct(await this.products.byId(productId));
  }

  @Query(() => [ProductCategory], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: "The global product categories and the acting organization's own, by name",
  })
  @AllowedFor(CatalogRules.view)
  async getAllProductCategories(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<ProductCategory[]> {
    return (await this.products.categoriesFor(principal.organizationId)).map(toCategory);
  }

  /** With organizationId, only variants of products that organization offers. */
  @Query(() => ProductVariantPage)
  @AllowedFor(CatalogRules.view)
  async searchProductVariants(
    @CurrentPrincipal() principal: Principal,
    @Args() paging: PagingArgs,
    @Args('searchTerm', { type: () => String, nullable: true }) searchTerm?: string,
    @Args('pharmacyIds', { type: () => [ID], nullable: true }) pharmacyIds?: string[],
    @Args('pharmacyNames', { type: () => [String], nullable: true }) pharmacyNames?: string[],
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string,
  ): Promise<ProductVariantPage> {
    const page = await this.products.searchVariants(
      { searchTerm, pharmacyIds, pharmacyNames },
      organizationId ? principal.requireOrganizationId() : null,
      paging,
    );
    return toGraphqlPage({ ...page, items: page.items.map(toVariant) }, 'variants') as ProductVariantPage;
  }

  @Query(() => [Pharmacy], { complexity: MAX_RECORDS_PER_PAGE, description: 'Every pharmacy, by name' })
  @AllowedFor(CatalogRules.view)
  async allPharmacies(): Promise<Pharmacy[]> {
    return (await this.products.allPharmacies()).map(toPharmacy);
  }

  @Query(() => [Pharmacy], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: 'The pharmacies serving the organization, by name',
  })
  @AllowedFor(CatalogRules.view)
  async organizationPharmacies(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<Pharmacy[]> {
    return (await this.products.pharmaciesOf(principal.requireOrganizationId())).map(toPharmacy);
  }

  @Query(() => [ProductDosage], { complexity: MAX_RECORDS_PER_PAGE })
  @AllowedFor(CatalogRules.view)
  async productDosages(@Args('productId', { type: () => ID }) productId: string): Promise<ProductDosage[]> {
    return (await this.products.dosagesOf(productId)).map(toDosage);
  }

  @Mutation(() => ProductPayload)
  @AllowedFor(CatalogRules.global)
  async addProduct(@Args('input') input: AddProductInput): Promise<ProductPayload> {
    return { success: true, message: OPERATION_SUCCEEDED, product: toProduct(await this.products.add(input)) };
  }

  @Mutation(() => ProductPayload)
  @AllowedFor(CatalogRules.global)
  async updateProduct(@Args('input') input: UpdateProductInput): Promise<ProductPayload> {
    return { success: true, message: OPERATION_SUCCEEDED, product: toProduct(await this.products.update(input)) };
  }

  /** A global category (CV Admin) or, with organizationId, the organization's own (its admin or owner). */
  @Mutation(() => ProductCategoryPayload)
  @AllowedFor(CatalogRules.organization)
  async addProductCategory(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AddProductCategoryInput,
  ): Promise<ProductCategoryPayload> {
    const category = await this.products.addCategory(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, productCategory: toCategory(category) };
  }

  @Mutation(() => ProductCategoryPayload)
  @AllowedFor(CatalogRules.global)
  async updateProductCategory(@Args('input') input: UpdateProductCategoryInput): Promise<ProductCategoryPayload> {
    const category = await this.products.updateCategory(input);
    return { success: true, message: OPERATION_SUCCEEDED, productCategory: toCategory(category) };
  }

  @Mutation(() => ProductCategoryPayload)
  @AllowedFor(CatalogRules.organization)
  async updateOrganizationProductCategory(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationProductCategoryInput,
  ): Promise<ProductCategoryPayload> {
    const category = await this.products.updateOrganizationCategory(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, productCategory: toCategory(category) };
  }

  @Mutation(() => ProductDosagePayload)
  @AllowedFor(CatalogRules.global)
  async addProductDosage(@Args('input') input: AddProductDosageInput): Promise<ProductDosagePayload> {
    const dosage = await this.products.addDosage(input);
    return { success: true, message: OPERATION_SUCCEEDED, productDosage: toDosage(dosage) };
  }

  @Mutation(() => CatalogDeletePayload)
  @AllowedFor(CatalogRules.global)
  async deleteProductDosage(@Args('id', { type: () => ID }) id: string): Promise<CatalogDeletePayload> {
    await this.products.deleteDosage(id);
    return { success: true, message: OPERATION_SUCCEEDED };
  }
}
