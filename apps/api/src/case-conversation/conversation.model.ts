import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { Case } from '../cases/case.model.js';

@ObjectType()
export class CaseComment {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => ID, { nullable: true })
  authorId: string | null;

  @Field()
  text: string;

  @Field()
  isAcknowledged: boolean;

  @Field(() => Date, { nullable: true })
  acknowledgedAt: Date | null;

  @Field(() => [String])
  userChannels: string[];

  @Field(() => [ID])
  formIds: string[];

  /** Resolved per viewer (conversation-attachments.resolver.ts): only ids of files the viewer may open. */
  attachmentIds: string[];

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field({ description: 'Sent without a file, the text says attachment, attached, document or file (spec 000 §5)' })
  possiblyMentionsAttachment: boolean;
}

/** An internal note: staff only. */
@ObjectType()
export class CaseNote {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID)
  caseId: string;

  @Field(() => ID, { nullable: true })
  authorId: string | null;

  @Field()
  text: string;

  @Field(() => [ID])
  taggedUserIds: string[];

  /** Resolved per viewer (conversation-attachments.resolver.ts): only ids of files the viewer may open. */
  attachmentIds: string[];

  @Field()
  isAcknowledged: boolean;

  @Field(() => Date, { nullable: true })
  acknowledgedAt: Date | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class CaseCommentPayload extends CaseChangePayload {
  @Field(() => CaseComment, { nullable: true })
  comment: CaseComment | null;

  @Field(() => Case, { nullable: true, description: 'The case as the change left it (its counts of new comments)' })
  case: Case | null;
}

@ObjectType()
export class CaseNotePayload extends CaseChangePayload {
  @Field(() => CaseNote, { nullable: true })
  note: CaseNote | null;

  @Field(() => Case, { nullable: true, description: 'The case as the change left it (its counts of new notes)' })
  case: Case | null;
}
