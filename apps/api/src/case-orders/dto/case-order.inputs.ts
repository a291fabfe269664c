import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { PaymentShippingAddressInput } from '../../payments/dto/payment.inputs.js';

@InputType()
export class CaseOrderFormularyItemInput {
  @Field(() => ID)
  productVariantId: string;

  @Field(() => Int)
  quantity: number;
}

@InputType()
export class CreateCaseOrderInput {
  @Field(() => ID)
  caseId: string;

  @Field(() => ID, { description: 'A pharmacy serving the organization that takes orders online' })
  pharmacyId: string;

  @Field(() => PaymentShippingAddressInput)
  shippingAddress: PaymentShippingAddressInput;

  @Field(() => ID, {
    nullable: true,
    description: "The decision whose medication to order; by default the case's latest decision naming one",
  })
  decisionId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Order the case's plan (product bundle); yes when it has one" })
  includeBundle?: boolean | null;

  @Field(() => [CaseOrderFormularyItemInput], { nullable: true, description: 'Formulary products to add' })
  formularyItems?: CaseOrderFormularyItemInput[] | null;
}
