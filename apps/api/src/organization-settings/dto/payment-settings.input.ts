import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class PaymentSettingsSubFeeInput {
  @Field({ description: 'Up to 100 characters, one line' })
  label: string;

  @Field(() => Int, { description: 'Cents, 0 to 1,000,000' })
  amount: number;
}

const CENTS = 'Cents, 0 to 1,000,000';

@InputType()
export class PaymentFeeSettingsInput {
  @Field(() => Int, { description: 'Hundredths of a percent of the amount, 0 to 10,000' })
  paymentProcessingBasisPoints: number;

  @Field(() => Int, { description: CENTS })
  paymentProcessingFixedFee: number;

  @Field(() => Int, { description: CENTS })
  pharmacyFee: number;

  @Field(() => Int, { description: CENTS })
  syringeKitFee: number;

  @Field(() => Int, { description: CENTS })
  consultFee: number;

  @Field(() => Int, { description: CENTS })
  shippingFee: number;

  @Field(() => Int, { description: CENTS })
  techPlatformFee: number;

  @Field(() => Int, { description: CENTS })
  convenienceFee: number;

  @Field(() => [PaymentSettingsSubFeeInput], { description: 'At most 10' })
  subFees: PaymentSettingsSubFeeInput[];
}

@InputType()
export class PaymentSettingsInput {
  @Field(() => PaymentFeeSettingsInput)
  fees: PaymentFeeSettingsInput;

  @Field(() => [Int], { description: 'At most 6 days, each 1 to 60, ascending' })
  dunningRetryDays: number[];

  @Field(() => Int, { description: '1 to 720' })
  abandonedCartAfterHours: number;

  @Field(() => Int, { description: '0 to 10' })
  abandonedCartMaxReminders: number;
}
