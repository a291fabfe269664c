import { Field, ID, InputType } from '@nestjs/graphql';
import { MessageChannel } from '#domain/case-messages';

@InputType()
export class SendCaseMessageInput {
  @Field(() => ID)
  caseId: string;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field({ description: 'What the case team writes; the employee reads it after signing in' })
  text: string;

  @Field(() => String, { nullable: true, description: 'E-mail only; a default subject without PHI otherwise' })
  subject?: string | null;
}
