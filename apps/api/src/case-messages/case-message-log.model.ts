import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { CaseMessageStatus, CaseMessageType, MessageChannel } from '#domain/case-messages';
import { PageInfo } from '../graphql/paging.js';

/** One message of the organization's message log, with the case and employee it belongs to (staff only). */
@ObjectType()
export class CaseMessageLogEntry {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field()
  caseShortId: string;

  @Field()
  caseTitle: string;

  @Field(() => String, { nullable: true, description: "The employee's name" })
  employeeName: string | null;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => CaseMessageType)
  type: CaseMessageType;

  @Field({ description: 'INBOUND or OUTBOUND' })
  direction: string;

  @Field(() => CaseMessageStatus)
  status: CaseMessageStatus;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String, { nullable: true, description: 'The provider’s reason for the failure' })
  errorReason: string | null;

  @Field(() => Int, { description: 'How many times the worker tried to send it' })
  attempts: number;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field()
  createdAt: Date;
}

/** A page of the log, newest first; it carries no total (see CaseMessagesLogService). */
@ObjectType()
export class CaseMessagesLogPage {
  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => [CaseMessageLogEntry])
  messages: CaseMessageLogEntry[];
}
