import { Field, ID, InputType } from '@nestjs/graphql';
import { VisitType } from '#domain/cases';

@InputType()
export class UpdateCaseInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => VisitType, { nullable: true, description: 'Null clears the visit type; leave it out to keep it' })
  visitType?: VisitType | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "One of the case organization's product bundles; null clears it, leave it out to keep it. A promo code applied to the case has its discount computed again",
  })
  productBundleId?: string | null;
}
