import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { Paginated } from '../graphql/paging.js';

/** A product category: global (organizationId null) or an organization's own. */
@ObjectType()
export class ProductCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => ID, { nullable: true, description: 'Null for a global category' })
  organizationId: string | null;
}

/** A category as the public landing page lists it. */
@ObjectType()
export class PublicProductCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType()
export class Pharmacy {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'Where a pharmacy adapter sends orders' })
  endpointUrl: string | null;
}

@ObjectType()
export class ProductVariant {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true, description: 'Filled by searchProductVariants' })
  productName?: string | null;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  code: string | null;

  @Field(() => String, { nullable: true })
  strength: string | null;

  @Field(() => String, { nullable: true })
  form: string | null;

  @Field(() => Int, { description: 'Price in cents of currency' })
  priceCents: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  packaging: string | null;

  @Field(() => ID, { nullable: true, description: 'The provider: the pharmacy filling this variant' })
  pharmacyId: string | null;

  @Field(() => Pharmacy, { nullable: true })
  pharmacy?: Pharmacy | null;
}

@ObjectType()
export class ProductVariantPage extends Paginated(ProductVariant, 'variants') {
  declare variants: ProductVariant[];
}

@ObjectType()
export class ProductDosage {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field()
  value: string;

  @Field()
  unit: string;
}

/** A global product (spec 000 §3 "Product"). */
@ObjectType()
export class Product {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @Field()
  isVisible: boolean;

  @Field()
  linkName: string;

  @Field(() => String, { nullable: true })
  webhookUrl: string | null;

  @Field(() => [ProductCategory], { complexity: MAX_RECORDS_PER_PAGE })
  categories: ProductCategory[];

  @Field(() => [ProductVariant], { complexity: MAX_RECORDS_PER_PAGE })
  variants: ProductVariant[];

  @Field(() => [ProductDosage], { complexity: MAX_RECORDS_PER_PAGE })
  dosages: ProductDosage[];
}

/** A product an organization offers, at its price. */
@ObjectType()
export class OrganizationProduct {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  productId: string;

  @Field(() => Product)
  product: Product;

  @Field(() => ID, { nullable: true, description: "The organization's own category for it" })
  categoryId: string | null;

  @Field(() => Int, { description: 'Price in cents per priceUnit' })
  priceCents: number;

  @Field()
  priceUnit: string;

  @Field()
  isFormulary: boolean;

  @Field()
  isDefault: boolean;
}
