import { Field, ObjectType } from '@nestjs/graphql';

/** Every mutation answers `success` and `message`, plus the changed object(s) in subclasses. */
@ObjectType({ isAbstract: true })
export abstract class MutationPayload {
  @Field()
  success: boolean;

  @Field(() => String, { nullable: true })
  message: string | null;
}

export const OPERATION_SUCCEEDED = 'Operation succeeded!';
