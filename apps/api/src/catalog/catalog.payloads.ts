import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { ProductBundle } from './product-bundle.model.js';
import { OrganizationProduct, Product, ProductCategory, ProductDosage } from './product.model.js';

@ObjectType()
export class ProductPayload extends MutationPayload {
  @Field(() => Product, { nullable: true })
  product: Product | null;
}

@ObjectType()
export class ProductCategoryPayload extends MutationPayload {
  @Field(() => ProductCategory, { nullable: true })
  productCategory: ProductCategory | null;
}

@ObjectType()
export class OrganizationProductPayload extends MutationPayload {
  @Field(() => OrganizationProduct, { nullable: true })
  organizationProduct: OrganizationProduct | null;
}

@ObjectType()
export class OrganizationProductsPayload extends MutationPayload {
  @Field(() => [OrganizationProduct])
  organizationProducts: OrganizationProduct[];
}

@ObjectType()
export class ProductBundlePayload extends MutationPayload {
  @Field(() => ProductBundle, { nullable: true })
  productBundle: ProductBundle | null;
}

@ObjectType()
export class ProductBundlesPayload extends MutationPayload {
  @Field(() => [ProductBundle])
  productBundles: ProductBundle[];
}

@ObjectType()
export class ProductDosagePayload extends MutationPayload {
  @Field(() => ProductDosage, { nullable: true })
  productDosage: ProductDosage | null;
}

@ObjectType()
export class CatalogDeletePayload extends MutationPayload {}
