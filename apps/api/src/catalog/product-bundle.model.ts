import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { Product } from './product.model.js';

/**
 * A product bundle. Answered to staff with every field; answered on a public landing page (linkName) with the
 * public fields only, the staff-only ones (marked below) null.
 */
@ObjectType()
export class ProductBundle {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'Price in cents per priceUnit' })
  priceCents: number;

  @Field()
  priceUnit: string;

  @Field(() => Int, { description: 'Cents off the first charge' })
  initialDiscountCents: number;

  @Field(() => Int)
  oneTimeFeeCents: number;

  @Field(() => Int)
  recurringFeeCents: number;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @Field()
  linkName: string;

  @Field(() => String, { nullable: true })
  tag: string | null;

  @Field()
  isSoldOut: boolean;

  @Field(() => String, { nullable: true })
  soldOutListText: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalTitle: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalText: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalButtonText: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalButtonColor: string | null;

  @Field(() => String, { nullable: true })
  soldOutModalButtonTextColor: string | null;

  @Field(() => [String], { description: 'Names of its products, by name' })
  productNames: string[];

  @Field(() => ID, { nullable: true, description: 'Staff only' })
  organizationId: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Staff only' })
  isVisible: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Staff only: order on the landing page, from 0' })
  position: number | null;

  @Field(() => ID, { nullable: true, description: 'Staff only: null means the partner default form' })
  formVersionId: string | null;

  @Field(() => Int, { nullable: true, description: 'Staff only' })
  followUpFormPeriodDays: number | null;

  @Field(() => ID, { nullable: true, description: 'Staff only' })
  followUpFormVersionId: string | null;

  @Field(() => [Product], { nullable: true, complexity: MAX_RECORDS_PER_PAGE, description: 'Staff only' })
  products: Product[] | null;
}
