import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { PaymentStatus } from '#domain/payments';

@InputType()
export class PaymentShippingAddressInput {
  @Field()
  addressLine1: string;

  @Field(() => String, { nullable: true })
  addressLine2?: string | null;

  @Field()
  city: string;

  @Field()
  state: string;

  @Field()
  country: string;

  @Field()
  postalCode: string;
}

@InputType()
export class PaymentSubFeeInput {
  @Field()
  label: string;

  @Field(() => Int, { description: 'Cents' })
  amount: number;
}

/** Every field a payment takes from staff; amounts in integer cents. */
@InputType({ isAbstract: true })
abstract class PaymentFieldsInput {
  @Field(() => String, { nullable: true, description: 'ISO 4217; usd when left out' })
  currency?: string | null;

  @Field(() => PaymentStatus, { nullable: true, description: 'UNPAID when left out' })
  status?: PaymentStatus | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null clears it' })
  dueDate?: string | null;

  @Field(() => Boolean, { nullable: true })
  isScheduled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'null clears it' })
  schedulePosition?: number | null;

  @Field(() => ID, { nullable: true, description: 'A file of the same case; null clears it' })
  paymentAttachmentId?: string | null;

  @Field(() => PaymentShippingAddressInput, { nullable: true, description: 'null clears it' })
  shippingAddress?: PaymentShippingAddressInput | null;

  @Field(() => Int, { nullable: true })
  paymentProcessingFee?: number | null;

  @Field(() => Int, { nullable: true })
  pharmacyFee?: number | null;

  @Field(() => Int, { nullable: true })
  syringeKitFee?: number | null;

  @Field(() => Int, { nullable: true })
  consultFee?: number | null;

  @Field(() => Int, { nullable: true })
  shippingFee?: number | null;

  @Field(() => Int, { nullable: true })
  techPlatformFee?: number | null;

  @Field(() => Int, { nullable: true })
  convenienceFee?: number | null;

  @Field(() => [PaymentSubFeeInput], { nullable: true, description: 'Replaces every sub-fee' })
  subFees?: PaymentSubFeeInput[] | null;
}

@InputType()
export class AddCasePaymentInput extends PaymentFieldsInput {
  @Field(() => ID)
  caseId: string;

  @Field(() => Int, { description: 'Cents' })
  amount: number;
}

/** A field left out stays as it is. */
@InputType()
export class UpdateCasePaymentInput extends PaymentFieldsInput {
  @Field(() => ID)
  paymentId: string;

  @Field(() => Int, { nullable: true, description: 'Cents' })
  amount?: number | null;
}

@InputType()
export class CasesWithPaymentTotalsInput {
  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 100' })
  recordsPerPage?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only cases with at least one payment' })
  onlyWithPayments?: boolean | null;
}

@InputType()
export class CasePaymentsForPeriodInput {
  @Field({ description: 'YYYY-MM-DD, included' })
  from: string;

  @Field({ description: 'YYYY-MM-DD, included; at most a year after from' })
  to: string;

  @Field(() => PaymentStatus, { nullable: true })
  status?: PaymentStatus | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 100' })
  recordsPerPage?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;
}
