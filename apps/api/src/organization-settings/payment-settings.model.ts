import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class PaymentSettingsSubFee {
  @Field()
  label: string;

  @Field(() => Int, { description: 'Cents' })
  amount: number;
}

/** The fees a new payment starts with (libs/domain/organizations/payment-settings.ts). */
@ObjectType()
export class PaymentFeeSettings {
  @Field(() => Int, { description: 'Hundredths of a percent of the amount: 290 is 2.9 %' })
  paymentProcessingBasisPoints: number;

  @Field(() => Int, { description: 'Cents added to the rate' })
  paymentProcessingFixedFee: number;

  @Field(() => Int, { description: 'Cents' })
  pharmacyFee: number;

  @Field(() => Int, { description: 'Cents' })
  syringeKitFee: number;

  @Field(() => Int, { description: 'Cents' })
  consultFee: number;

  @Field(() => Int, { description: 'Cents' })
  shippingFee: number;

  @Field(() => Int, { description: 'Cents' })
  techPlatformFee: number;

  @Field(() => Int, { description: 'Cents' })
  convenienceFee: number;

  @Field(() => [PaymentSettingsSubFee])
  subFees: PaymentSettingsSubFee[];
}

@ObjectType()
export class PaymentSettings {
  @Field(() => PaymentFeeSettings)
  fees: PaymentFeeSettings;

  @Field(() => [Int], { description: 'Days after a failed charge on which it is tried again, ascending' })
  dunningRetryDays: number[];

  @Field(() => Int, { description: 'Hours after a payment sign-up without a card before each reminder' })
  abandonedCartAfterHours: number;

  @Field(() => Int, { description: 'Abandoned-cart reminders at most' })
  abandonedCartMaxReminders: number;
}
