import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PaymentStatus } from '#domain/payments';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';
import { PageInfo } from '../graphql/paging.js';

@ObjectType()
export class PaymentAttachment {
  @Field(() => ID)
  id: string;

  @Field()
  fileName: string;
}

@ObjectType()
export class PaymentShippingAddress {
  @Field()
  addressLine1: string;

  @Field(() => String, { nullable: true })
  addressLine2: string | null;

  @Field()
  city: string;

  @Field()
  state: string;

  @Field()
  country: string;

  @Field()
  postalCode: string;
}

@ObjectType()
export class PaymentSubFee {
  @Field()
  label: string;

  @Field(() => Int, { description: 'Cents' })
  amount: number;
}

/** The seven fees and the sub-fees of a payment to be, cents. */
@ObjectType()
export class PaymentFees {
  @Field(() => Int)
  paymentProcessingFee: number;

  @Field(() => Int)
  pharmacyFee: number;

  @Field(() => Int)
  syringeKitFee: number;

  @Field(() => Int)
  consultFee: number;

  @Field(() => Int)
  shippingFee: number;

  @Field(() => Int)
  techPlatformFee: number;

  @Field(() => Int)
  convenienceFee: number;

  @Field(() => [PaymentSubFee])
  subFees: PaymentSubFee[];
}

const PAYMENT_STAFF =
  'Cents; null unless the caller manages payments (Cvadmin, TPA Support): the employee never sees it';

/**
 * A payment on a case (spec 000 §3 Payment). Amounts are integer cents in `currency`. The fees, the
 * sub-fees, the payout and the file are for who manages payments; anyone else reads them as null.
 */
@ObjectType()
export class CasePayment {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => Int, { description: 'Cents' })
  amount: number;

  @Field({ description: 'ISO 4217, lower case (usd)' })
  currency: string;

  @Field(() => PaymentStatus)
  status: PaymentStatus;

  @Field()
  description: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  dueDate: string | null;

  @Field(() => Date, { nullable: true, description: 'When it became PAID' })
  paymentDate: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it became CANCELED' })
  cancellationDate: Date | null;

  @Field()
  isDeleted: boolean;

  @Field()
  isAutoCreated: boolean;

  @Field()
  isScheduled: boolean;

  @Field(() => Int, { nullable: true })
  schedulePosition: number | null;

  @Field(() => ID, { nullable: true })
  createdById: string | null;

  /** Resolved by CasePaymentFieldsResolver (the attachment's id and file name, for payment staff). */
  paymentAttachmentId: string | null;

  @Field(() => PaymentShippingAddress, { nullable: true })
  shippingAddress: PaymentShippingAddress | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  paymentProcessingFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  pharmacyFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  syringeKitFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  consultFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  shippingFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  techPlatformFee: number | null;

  @Field(() => Int, { nullable: true, description: PAYMENT_STAFF })
  convenienceFee: number | null;

  @Field(() => [PaymentSubFee], {
    nullable: true,
    description: 'Itemized costs beyond the seven fees; payment staff only',
  })
  subFees: PaymentSubFee[] | null;

  @Field(() => Int, { description: 'Cents: the amount (payout data)' })
  paymentAmount: number;

  @Field(() => Int, { nullable: true, description: `Every fee and sub-fee. ${PAYMENT_STAFF}` })
  totalCost: number | null;

  @Field(() => Int, { nullable: true, description: `The amount minus totalCost. ${PAYMENT_STAFF}` })
  payoutAmount: number | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  /** Not a field: the organization the payment belongs to, for the resolvers of its other fields. */
  organizationId: string;
}

const TOTAL = 'Cents, over PAID payments that are not deleted';

/** Payment totals (see libs/domain/payments/payment-amounts.ts for what each one counts). */
@ObjectType()
export class PaymentTotals {
  @Field(() => Float, { description: `${TOTAL}: their amounts` })
  totalPayments: number;

  @Field(() => Float, { description: `${TOTAL}: every fee and sub-fee` })
  totalCosts: number;

  @Field(() => Float, { description: `${TOTAL}: totalPayments minus totalCosts` })
  totalPayoutAmount: number;

  @Field(() => Float, { description: TOTAL })
  totalPaymentProcessingFees: number;

  @Field(() => Float, { description: TOTAL })
  totalPharmacyFees: number;

  @Field(() => Float, { description: TOTAL })
  totalSyringeKitFees: number;

  @Field(() => Float, { description: TOTAL })
  totalConsultFees: number;

  @Field(() => Float, { description: TOTAL })
  totalShippingFees: number;

  @Field(() => Float, { description: TOTAL })
  totalTechPlatformFees: number;
}

@ObjectType()
export class CasePaymentPayload extends CaseChangePayload {
  @Field(() => CasePayment, { nullable: true })
  payment: CasePayment | null;

  @Field(() => Case, { nullable: true, description: 'The case as the change left it (its payments and totals)' })
  case: Case | null;
}

@ObjectType()
export class CasesWithPaymentTotalsPage {
  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => [Case], { complexity: 100, description: 'Each with its totals fields' })
  cases: Case[];

  @Field(() => PaymentTotals, { description: 'Over every case of the list, not only this page' })
  totals: PaymentTotals;
}

@ObjectType()
export class CasePaymentsPage {
  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => [CasePayment], { complexity: 100 })
  payments: CasePayment[];

  @Field(() => PaymentTotals, { description: 'Over every payment of the period, not only this page' })
  totals: PaymentTotals;
}
