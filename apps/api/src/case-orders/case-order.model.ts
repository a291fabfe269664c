import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { OrderStatus } from '#domain/cases';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';
import { PaymentShippingAddress } from '../payments/payment.model.js';

@ObjectType({ description: 'One thing to dispense, copied from the decision, the plan or the formulary when placed' })
export class CaseOrderLine {
  @Field({ description: 'DECISION, BUNDLE or FORMULARY' })
  source: string;

  @Field()
  name: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => String, { nullable: true })
  dosage: string | null;

  @Field(() => ID, { nullable: true })
  productId: string | null;

  @Field(() => ID, { nullable: true })
  productVariantId: string | null;

  @Field(() => Int, { nullable: true })
  refillCount: number | null;

  @Field(() => String, { nullable: true })
  pharmacyInstructions: string | null;
}

@ObjectType({ description: 'An order of a case to a pharmacy' })
export class CaseOrder {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field({ description: 'When the order took its current status' })
  statusChangedAt: Date;

  @Field(() => ID)
  pharmacyId: string;

  @Field(() => String, { nullable: true })
  pharmacyName: string | null;

  @Field(() => [CaseOrderLine])
  lines: CaseOrderLine[];

  @Field(() => PaymentShippingAddress)
  shippingAddress: PaymentShippingAddress;

  @Field(() => String, { nullable: true })
  trackingNumber: string | null;

  @Field(() => String, { nullable: true })
  carrier: string | null;

  @Field(() => Date, { nullable: true, description: 'When the pharmacy accepted the order (staff only)' })
  sentAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Tries to send it so far (staff only)' })
  sendAttempts: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last send failed (staff only)' })
  sendError: string | null;

  @Field(() => [OrderStatus], {
    description: 'The statuses the caller may move this order to now (empty for who may not change it)',
  })
  nextStatuses: OrderStatus[];

  @Field()
  createdAt: Date;
}

@ObjectType()
export class CaseOrderPayload extends CaseChangePayload {
  @Field(() => CaseOrder, { nullable: true })
  order: CaseOrder | null;

  @Field(() => Case, { nullable: true, description: 'The case as the change left it (its orderStatus)' })
  case: Case | null;
}
