import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { CaseMessageType, MessageChannel } from '#domain/case-messages';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';
import { PageInfo } from '../graphql/paging.js';
import { CaseMessage } from './case-message.model.js';

/** One case's message thread as chat lists it. */
@ObjectType()
export class MessageConversation {
  @Field(() => ID)
  caseId: string;

  @Field(() => ID)
  organizationId: string;

  @Field()
  shortId: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true, description: 'The employee the case is about' })
  employeeName: string | null;

  @Field(() => ID)
  lastMessageId: string;

  @Field(() => CaseMessageType)
  lastMessageType: CaseMessageType;

  @Field(() => MessageChannel)
  lastMessageChannel: MessageChannel;

  @Field({ description: 'INBOUND or OUTBOUND' })
  lastMessageDirection: string;

  @Field({ description: 'The start of the last message (its first 200 characters)' })
  lastMessagePreview: string;

  @Field(() => String, { nullable: true })
  lastMessageSubject: string | null;

  @Field()
  lastMessageAt: Date;

  @Field(() => Int, {
    description: 'Inbound messages the case team has not acknowledged (0 for the employee)',
  })
  unreadCount: number;
}

@ObjectType()
export class MessageConversationsPage {
  @Field(() => [MessageConversation], { complexity: MAX_RECORDS_PER_PAGE })
  conversations: MessageConversation[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@InputType()
export class MessageConversationsInput {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_RECORDS_PER_PAGE}` })
  recordsPerPage?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;

  @Field(() => String, { nullable: true, description: 'Case short id, case title or employee name' })
  searchText?: string | null;
}

/** acknowledgeCaseMessages: the messages it acknowledged and the case as the change left it. */
@ObjectType()
export class CaseMessagesAcknowledgedPayload extends CaseChangePayload {
  @Field(() => [CaseMessage])
  caseMessages: CaseMessage[];

  @Field(() => Case, { nullable: true })
  case: Case | null;
}

/** A message arrived, was written or acknowledged on a case of the subscriber's inbox: it refetches. */
@ObjectType()
export class MessageConversationChange {
  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => String, { description: 'The CaseActivityType of the change' })
  activityType: string;

  @Field()
  occurredAt: Date;
}
