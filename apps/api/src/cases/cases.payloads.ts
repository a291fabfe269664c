import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Case } from './case.model.js';

@ObjectType()
export class CasePayload extends MutationPayload {
  @Field(() => Case, { nullable: true })
  case: Case | null;
}
