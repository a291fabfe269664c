import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { CaseChangePayload } from '../cases/case-change-payload.js';

@ObjectType()
export class CaseAttachment {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  caseId: string;

  @Field()
  createdAt: Date;

  @Field()
  fileName: string;

  @Field()
  isPHI: boolean;

  @Field(() => ID, { nullable: true })
  uploadedById: string | null;
}

@InputType()
export class CaseAttachmentInput {
  @Field({ description: 'The path createUploadUrl(PERSONAL) returned, once the bytes are uploaded' })
  filePath: string;

  @Field(() => Boolean, { nullable: true })
  isPHI?: boolean | null;
}

@ObjectType()
export class CaseAttachmentPayload extends CaseChangePayload {
  @Field(() => CaseAttachment, { nullable: true })
  attachment: CaseAttachment | null;
}

@ObjectType()
export class CaseAttachmentsPayload extends CaseChangePayload {
  @Field(() => [CaseAttachment])
  attachments: CaseAttachment[];
}

@ObjectType()
export class CaseAttachmentUrl {
  @Field()
  success: boolean;

  @Field({ description: 'Short-lived; the file downloads as an attachment' })
  url: string;
}
