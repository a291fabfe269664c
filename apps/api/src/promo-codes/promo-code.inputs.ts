import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { RefillType } from '#domain/promo-codes';

/** Every field of a code; updatePromoCode replaces them all. */
@InputType()
export class PromoCodeFieldsInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole percent, 1 to 100; give this or priceDiscount' })
  percentDiscount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Integer cents; give this or percentDiscount' })
  priceDiscount?: number | null;

  @Field(() => RefillType)
  refillType: RefillType;

  @Field(() => Int, { nullable: true, description: 'Required (at least 1) for NUMBER_OF_REFILLS, else none' })
  refillCount?: number | null;

  @Field(() => String, { nullable: true })
  influencerName?: string | null;

  @Field(() => Int, { nullable: true })
  influencerCreditPercent?: number | null;

  @Field(() => Int, { nullable: true })
  influencerCreditCents?: number | null;

  @Field(() => Boolean, { nullable: true })
  isVisible?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isAnalytics?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'At most one per organization; never global' })
  isMaster?: boolean | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt?: Date | null;
}

@InputType()
export class AddPromoCodeInput {
  @Field(() => ID, { nullable: true, description: 'Null adds a global code (CV Admin only)' })
  organizationId?: string | null;

  @Field(() => PromoCodeFieldsInput)
  fields: PromoCodeFieldsInput;
}

@InputType()
export class UpdatePromoCodeInput {
  @Field(() => ID)
  id: string;

  @Field(() => PromoCodeFieldsInput)
  fields: PromoCodeFieldsInput;
}
