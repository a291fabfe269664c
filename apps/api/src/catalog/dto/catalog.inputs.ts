import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType()
export class ProductVariantInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true })
  strength?: string | null;

  @Field(() => String, { nullable: true })
  form?: string | null;

  @Field(() => Int, { description: 'Price in cents' })
  priceCents: number;

  @Field(() => String, { nullable: true, description: 'Three-letter code; USD when left out' })
  currency?: string | null;

  @Field(() => String, { nullable: true })
  packaging?: string | null;

  @Field(() => ID, { nullable: true })
  pharmacyId?: string | null;
}

@InputType()
export class AddProductInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  isVisible?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Defaults to a slug of the name' })
  linkName?: string | null;

  @Field(() => String, { nullable: true })
  webhookUrl?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Global categories' })
  categoryIds?: string[] | null;

  @Field(() => [ProductVariantInput], { nullable: true })
  variants?: ProductVariantInput[] | null;
}

@InputType()
export class UpdateProductInput {
  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  isVisible?: boolean | null;

  @Field(() => String, { nullable: true })
  linkName?: string | null;

  @Field(() => String, { nullable: true })
  webhookUrl?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Replaces the categories when given' })
  categoryIds?: string[] | null;

  @Field(() => [ProductVariantInput], { nullable: true, description: 'Replaces the variants when given' })
  variants?: ProductVariantInput[] | null;
}

@InputType()
export class AddProductCategoryInput {
  @Field()
  name: string;

  @Field(() => ID, { nullable: true, description: "Set for an organization's own category; left out, a global one" })
  organizationId?: string | null;
}

@InputType()
export class UpdateProductCategoryInput {
  @Field(() => ID)
  categoryId: string;

  @Field()
  name: string;
}

@InputType()
export class UpdateOrganizationProductCategoryInput {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => ID)
  categoryId: string;

  @Field()
  name: string;
}

@InputType()
export class AddOrganizationProductInput {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => ID)
  productId: string;

  @Field(() => Int, { description: 'Price in cents per priceUnit' })
  priceCents: number;

  @Field(() => String, { nullable: true, description: 'month when left out' })
  priceUnit?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFormulary?: boolean | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;
}

@InputType()
export class UpdateOrganizationProductInput {
  @Field(() => ID)
  organizationProductId: string;

  @Field(() => Int, { nullable: true })
  priceCents?: number | null;

  @Field(() => String, { nullable: true })
  priceUnit?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFormulary?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'null clears it' })
  categoryId?: string | null;
}

@InputType()
export class AddProductDosageInput {
  @Field(() => ID)
  productId: string;

  @Field()
  value: string;

  @Field()
  unit: string;
}

@InputType({ isAbstract: true })
abstract class ProductBundleFields {
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  priceUnit?: string | null;

  @Field(() => Int, { nullable: true })
  initialDiscountCents?: number | null;

  @Field(() => Int, { nullable: true })
  oneTimeFeeCents?: number | null;

  @Field(() => Int, { nullable: true })
  recurringFeeCents?: number | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true })
  linkName?: string | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => Boolean, { nullable: true })
  isVisible?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isSoldOut?: boolean | null;

  @Field(() => String, { nullable: true })
  soldOutListText?: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalTitle?: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalText?: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalButtonText?: string | null;

  @Field(() => String, { nullable: true, description: '#rrggbb' })
  soldOutModalButtonColor?: string | null;

  @Field(() => String, { nullable: true, description: '#rrggbb' })
  soldOutModalButtonTextColor?: string | null;

  @Field(() => ID, { nullable: true, description: 'null: the partner default form' })
  formVersionId?: string | null;

  @Field(() => Int, { nullable: true })
  followUpFormPeriodDays?: number | null;

  @Field(() => ID, { nullable: true })
  followUpFormVersionId?: string | null;

  @Field(() => [ID], { nullable: true })
  productIds?: string[] | null;
}

@InputType()
export class AddOrganizationProductBundleInput extends ProductBundleFields {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Price in cents per priceUnit' })
  priceCents: number;
}

@InputType()
export class UpdateOrganizationProductBundleInput extends ProductBundleFields {
  @Field(() => ID)
  productBundleId: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Int, { nullable: true })
  priceCents?: number | null;
}
