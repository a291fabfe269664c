import { Field, ID, InputType } from '@nestjs/graphql';
import { MessageChannel } from '#domain/case-messages';

@InputType()
export class SendCaseMessageInput {
  @Field(() => ID)
  caseId: string;

  @Field(() => MessageChannel)
  channel: MessageChannel;

  @Field(() => String, {
    nullable: true,
    description:
      'What the case team writes; the employee reads it after signing in. Required unless templateId is given; ' +
      "with a template it replaces the template's text. Placeholders ({{caseId}}, …) are filled on the server.",
  })
  text?: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail only; a default subject without PHI otherwise' })
  subject?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'A communication template the caller may see: its text when no text is given, and a link per form it offers',
  })
  templateId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The case team member {{teamMemberEmail}} and {{teamMemberName}} stand for',
  })
  teamMemberId?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      'Files of the case that the employee may see (never an internal note’s), each sent as a signed download ' +
      'link that expires after 7 days; at most 10',
  })
  attachmentIds?: string[] | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      'Library documents the employee may receive (not private documents nor another person’s), each sent as a ' +
      'signed download link that expires after 7 days; at most 10, besides those the template offers',
  })
  documentIds?: string[] | null;
}
