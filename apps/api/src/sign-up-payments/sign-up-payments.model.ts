import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaymentInfoStatus } from '#domain/cases';
import { AbandonedCartOutcome, PreauthorizationStatus } from '#domain/sign-up-payments';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { PaymentCardField } from '../payment-setup/payment-setup.model.js';

registerEnumType(AbandonedCartOutcome, {
  name: 'AbandonedCartOutcome',
  description: "What handling a payment sign-up's abandoned cart did",
});
registerEnumType(PreauthorizationStatus, {
  name: 'PreauthorizationStatus',
  description: "Where the hold placed on a sign-up's card stands",
});

@ObjectType({
  description:
    "The card collection a payment sign-up continues to after its eligibility form: the case's first charge and the partner's branding",
})
export class SignUpPayment {
  @Field(() => ID)
  caseId: string;

  @Field()
  organizationName: string;

  @Field({ description: "The organization's logo address; empty when it has none" })
  logoUrl: string;

  @Field()
  primaryColor: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The case's first charge in integer cents of currency (its plan less the promo code); null without a plan",
  })
  amountCents: number | null;

  @Field()
  currency: string;

  @Field({ description: "The partner's paymentSuccessMessage, shown once the card is saved" })
  paymentSuccessMessage: string;

  @Field(() => PaymentInfoStatus)
  paymentInfoStatus: PaymentInfoStatus;

  @Field(() => PaymentCardField)
  cardField: PaymentCardField;

  @Field({ description: 'The Stripe publishable key for the card field (public by design)' })
  publishableKey: string;

  @Field(() => String, { nullable: true, description: "With the local stand-in card field: the stand-in's address" })
  standInUrl: string | null;
}

@ObjectType({ description: "The hold placed on a payment sign-up's card for the case's first charge" })
export class SignUpPreauthorization {
  @Field(() => PreauthorizationStatus)
  status: PreauthorizationStatus;

  @Field(() => Int, { description: 'Integer cents of currency' })
  amountCents: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true, description: "Stripe's reason when the card refused the hold" })
  declineMessage: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class HandleAbandonedCartPayload extends CaseChangePayload {
  @Field(() => ID)
  caseId: string;

  @Field(() => AbandonedCartOutcome)
  outcome: AbandonedCartOutcome;

  @Field(() => Int, { description: 'Abandoned-cart reminders sent for this case so far' })
  remindersSent: number;

  @Field(() => PaymentInfoStatus)
  paymentInfoStatus: PaymentInfoStatus;
}
