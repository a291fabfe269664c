import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CaseMessageType, MessageChannel } from '#domain/case-messages';
import { CaseChangePayload } from '../cases/case-change-payload.js';

/**
 * One message of a case's thread. Staff see everything; the employee sees only what went to it or came
 * from it, without the internal fields (left null).
 */
@ObjectType()
export class CaseMessage {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => CaseMessageType)
  type: CaseMessageType;

  @Field({ description: 'INBOUND or OUTBOUND' })
  direction: string;

  @Field({ description: 'PENDING, SENT or ERROR' })
  status: string;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field()
  text: string;

  @Field(() => String, { nullable: true, description: 'Staff only: the address or number it went to' })
  toAddress: string | null;

  @Field(() => String, { nullable: true, description: 'Staff only: what the provider received' })
  sentText: string | null;

  @Field(() => String, { nullable: true, description: 'Staff only: the provider’s reason for the failure' })
  errorReason: string | null;

  @Field(() => String, { nullable: true, description: 'Staff only' })
  providerMessageId: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff only: who wrote it' })
  createdById: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class CaseMessagePayload extends CaseChangePayload {
  @Field(() => CaseMessage, { nullable: true })
  caseMessage: CaseMessage | null;
}
