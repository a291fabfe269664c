import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** How the text the provider receives travels as a text message. */
@ObjectType()
export class SmsSegmentCount {
  @Field({ description: 'GSM or UCS-2 (as soon as one character is outside the GSM alphabet)' })
  encoding: string;

  @Field(() => Int, { description: 'Characters as the network counts them' })
  units: number;

  @Field(() => Int)
  segments: number;

  @Field(() => Int, { description: 'Characters per segment: 160 or 70 alone, 153 or 67 when split' })
  perSegment: number;
}

@ObjectType()
export class CaseMessagePreviewForm {
  @Field(() => ID)
  formId: string;

  @Field()
  name: string;
}

@ObjectType()
export class CaseMessagePreviewFile {
  @Field(() => ID)
  attachmentId: string;

  @Field()
  fileName: string;
}

@ObjectType()
export class CaseMessagePreviewDocument {
  @Field(() => ID)
  documentId: string;

  @Field()
  fileName: string;
}

/**
 * What sendCaseMessage would write for the same input, nothing written: links are described ("made when
 * sent") rather than made.
 */
@ObjectType()
export class CaseMessagePreview {
  @Field(() => String, { nullable: true, description: 'E-mail only' })
  subject: string | null;

  @Field({ description: 'What the case team’s message will say: placeholders filled, a line per link' })
  text: string;

  @Field({ description: 'What the provider receives: the no-PHI notice unless the organization allows full text' })
  sentText: string;

  @Field({ description: 'Whether the organization sends the full text (else the employee gets the notice)' })
  fullText: boolean;

  @Field({ description: 'The address or number it goes to' })
  toAddress: string;

  @Field(() => SmsSegmentCount, { nullable: true, description: 'SMS only: how sentText travels' })
  smsSegments: SmsSegmentCount | null;

  @Field(() => [CaseMessagePreviewForm], { description: 'The template’s forms, each sent as a link to answer it' })
  forms: CaseMessagePreviewForm[];

  @Field(() => [CaseMessagePreviewFile], { description: 'The chosen case files, each sent as a signed link' })
  files: CaseMessagePreviewFile[];

  @Field(() => [CaseMessagePreviewDocument], {
    description: 'The template’s library documents and the chosen ones, each sent as a signed link',
  })
  documents: CaseMessagePreviewDocument[];
}
