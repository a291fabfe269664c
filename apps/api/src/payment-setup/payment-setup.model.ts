import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaymentInfoStatus } from '#domain/cases';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { MutationPayload } from '../graphql/mutation-payload.js';

export enum PaymentSetupLinkState {
  OPEN = 'OPEN',
  USED = 'USED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(PaymentSetupLinkState, {
  name: 'PaymentSetupLinkState',
  description: 'Where a payment link stands: open, already used (card given) or expired',
});

/** Which card field the payment page shows: Stripe Elements, or the local stand-in where Stripe.js cannot load. */
export enum PaymentCardField {
  STRIPE_ELEMENTS = 'STRIPE_ELEMENTS',
  LOCAL_STAND_IN = 'LOCAL_STAND_IN',
}
registerEnumType(PaymentCardField, { name: 'PaymentCardField' });

@ObjectType({ description: 'A saved card as shown: never the number, never the provider object' })
export class PaymentInfo {
  @Field()
  brand: string;

  @Field()
  last4: string;

  @Field(() => Int)
  expMonth: number;

  @Field(() => Int)
  expYear: number;
}

@ObjectType({ description: 'The public payment page of a link: the organization and amount only' })
export class PaymentSetupLink {
  @Field(() => PaymentSetupLinkState)
  state: PaymentSetupLinkState;

  @Field()
  organizationName: string;

  @Field({ description: "The organization's logo address; empty when it has none" })
  logoUrl: string;

  @Field(() => Int, { nullable: true, description: 'The amount, in integer cents of currency; null shows none' })
  amountCents: number | null;

  @Field()
  currency: string;

  @Field(() => PaymentCardField)
  cardField: PaymentCardField;

  @Field({ description: 'The Stripe publishable key for the card field (public by design)' })
  publishableKey: string;

  @Field(() => String, {
    nullable: true,
    description:
      "With the local stand-in card field: the stand-in's address it confirms at (as Stripe.js does Stripe's)",
  })
  standInUrl: string | null;
}

@ObjectType()
export class DeletePaymentInfoPayload extends MutationPayload {}

@ObjectType()
export class PaymentSetupPayload extends MutationPayload {
  @Field({ description: 'The SetupIntent client secret the card field confirms' })
  paymentSecret: string;
}

@ObjectType()
export class SendPaymentInfoLinkPayload extends CaseChangePayload {
  @Field(() => ID)
  caseId: string;

  @Field(() => PaymentInfoStatus)
  paymentInfoStatus: PaymentInfoStatus;
}
