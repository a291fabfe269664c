import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CaseActivityType } from '#events';
import { JsonObjectScalar } from '../graphql/json.scalar.js';

/** A timeline entry; `payload` holds ids, enums and flags only. */
@ObjectType()
export class CaseActivity {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => CaseActivityType)
  type: CaseActivityType;

  @Field(() => ID, { nullable: true })
  actorUserId: string | null;

  @Field()
  createdAt: Date;

  @Field(() => JsonObjectScalar)
  payload: Record<string, unknown>;
}
