import { Field, InputType } from '@nestjs/graphql';
import { VisitType } from '#domain/cases';

@InputType()
export class UpdateCaseInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => VisitType, { nullable: true, description: 'Null clears the visit type; leave it out to keep it' })
  visitType?: VisitType | null;
}
