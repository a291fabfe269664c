import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ConsultRequestStatus } from '#domain/case-consults';
import { CaseChangePayload } from '../cases/case-change-payload.js';

@ObjectType({ description: 'A message in a consult request’s thread (staff only)' })
export class CaseConsultMessage {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  consultRequestId: string;

  @Field(() => ID, { nullable: true })
  authorId: string | null;

  @Field(() => String, { nullable: true, description: 'Who wrote it, as named now' })
  authorName: string | null;

  @Field()
  text: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A consult asked for on a case, with its thread (staff only, never the employee)' })
export class CaseConsultRequest {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => ID, { nullable: true })
  requestedById: string | null;

  @Field(() => String, { nullable: true })
  requestedByName: string | null;

  @Field()
  reason: string;

  @Field(() => ConsultRequestStatus)
  status: ConsultRequestStatus;

  @Field(() => Date, { nullable: true })
  closedAt: Date | null;

  @Field(() => ID, { nullable: true })
  closedById: string | null;

  @Field(() => [CaseConsultMessage], { description: 'Oldest first' })
  messages: CaseConsultMessage[];

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class CaseConsultRequestPayload extends CaseChangePayload {
  @Field(() => CaseConsultRequest, { nullable: true })
  consultRequest: CaseConsultRequest | null;
}

@ObjectType()
export class CaseConsultMessagePayload extends CaseChangePayload {
  @Field(() => CaseConsultRequest, { nullable: true, description: 'The consult with its whole thread' })
  consultRequest: CaseConsultRequest | null;

  @Field(() => CaseConsultMessage, { nullable: true })
  consultMessage: CaseConsultMessage | null;
}
