import { Field, InputType, Int } from '@nestjs/graphql';
import { CaseMessageStatus, CaseMessageType, MAX_LOG_SEARCH_LENGTH, MessageChannel } from '#domain/case-messages';
import { MAX_RECORDS_PER_PAGE } from '#database';

@InputType()
export class CaseMessagesLogInput {
  @Field(() => MessageChannel, { nullable: true })
  channel?: MessageChannel | null;

  @Field(() => CaseMessageType, {
    nullable: true,
    description: 'Must go through the channel and have the status asked',
  })
  type?: CaseMessageType | null;

  @Field(() => CaseMessageStatus, { nullable: true })
  status?: CaseMessageStatus | null;

  @Field(() => String, {
    nullable: true,
    description: `The case's short id or title, or the employee's name or e-mail (at most ${MAX_LOG_SEARCH_LENGTH} characters)`,
  })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_RECORDS_PER_PAGE}` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;
}
