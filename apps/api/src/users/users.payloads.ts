import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { User } from './user.model.js';

@ObjectType()
export class UserPayload extends MutationPayload {
  @Field(() => User, { nullable: true })
  user: User | null;
}

@ObjectType()
export class SendPasswordResetEmailPayload extends MutationPayload {}

@ObjectType()
export class IdentityProvider {
  @Field(() => String, {
    nullable: true,
    description: 'password, google.com, …; null when no account uses this e-mail',
  })
  providerId: string | null;
}
