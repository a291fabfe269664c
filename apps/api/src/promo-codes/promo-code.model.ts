import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { RefillType } from '#domain/promo-codes';

registerEnumType(RefillType, { name: 'RefillType', description: 'Spec 000 "Refill modes"' });

/** A promo code (spec 000 §3 "Promo code"). */
@ObjectType()
export class PromoCode {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null for a global code' })
  organizationId: string | null;

  @Field({ description: 'What a member types; unique in its scope whatever the letter case' })
  name: string;

  @Field()
  label: string;

  @Field()
  description: string;

  @Field(() => Int, { nullable: true, description: 'Whole percent, 1 to 100; exclusive with priceDiscount' })
  percentDiscount: number | null;

  @Field(() => Int, { nullable: true, description: 'Integer cents off; exclusive with percentDiscount' })
  priceDiscount: number | null;

  @Field(() => RefillType)
  refillType: RefillType;

  @Field(() => Int, { nullable: true, description: 'For NUMBER_OF_REFILLS: the refills after the first charge' })
  refillCount: number | null;

  @Field(() => String, { nullable: true })
  influencerName: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole percent of the charge credited to the influencer' })
  influencerCreditPercent: number | null;

  @Field(() => Int, { nullable: true, description: 'Cents credited to the influencer per charge' })
  influencerCreditCents: number | null;

  @Field(() => Int, { description: 'Partner sign-ups that gave this member code as their referral code' })
  referralSignUpCount: number;

  @Field(() => Int, { description: "Influencer credit in cents the code's owner earned by those sign-ups" })
  influencerCreditEarnedCents: number;

  @Field({ description: "Listed on the partner's landing page" })
  isVisible: boolean;

  @Field({ description: "Reported to the partner's analytics" })
  isAnalytics: boolean;

  @Field({ description: 'The template of members own codes' })
  isMaster: boolean;

  @Field(() => ID, { nullable: true, description: 'The member whose own code this is' })
  userId: string | null;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}
