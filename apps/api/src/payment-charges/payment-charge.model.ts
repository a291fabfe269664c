import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaymentChargeKind, PaymentChargeStatus } from '#domain/payment-charges';
import { CasePaymentPayload } from '../payments/payment.model.js';

registerEnumType(PaymentChargeStatus, {
  name: 'PaymentChargeStatus',
  description: 'Where a charge of a saved card stands: waiting, under way, succeeded or failed',
});
registerEnumType(PaymentChargeKind, {
  name: 'PaymentChargeKind',
  description: 'Asked by staff (off session) or made on the due date of a scheduled payment (and its retries)',
});

@ObjectType({ description: "One attempt to charge a payment to the employee's saved card" })
export class PaymentCharge {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  attempt: number;

  @Field(() => PaymentChargeKind)
  kind: PaymentChargeKind;

  @Field(() => PaymentChargeStatus)
  status: PaymentChargeStatus;

  @Field(() => String, { nullable: true, description: "Stripe's reason code when it failed (card_declined, …)" })
  failureCode: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, as the card network told it' })
  failureMessage: string | null;

  @Field(() => Date, { nullable: true, description: 'A dunning retry waits until then' })
  notBefore: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType()
export class MakeOffSessionPaymentPayload extends CasePaymentPayload {
  @Field(() => PaymentCharge, { nullable: true, description: 'The charge recorded; the worker makes it' })
  charge: PaymentCharge | null;
}
