import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { CommunicationTemplateScope, CommunicationTemplateSearchBy } from '#domain/communication-templates';
import { MAX_RECORDS_PER_PAGE } from '#database';

@InputType()
export class CreateCommunicationTemplateInput {
  @Field()
  name: string;

  @Field()
  text: string;

  @Field(() => [ID], { nullable: true })
  documentIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: "The organization's own or global forms" })
  formIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  caseCategoryIds?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Offered in every organization (CV Admin only)' })
  isGlobal?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "The caller's own template" })
  isPersonal?: boolean | null;
}

/** What a template says and offers; its scope stays as created. */
@InputType()
export class UpdateCommunicationTemplateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => [ID], { nullable: true })
  documentIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  formIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  caseCategoryIds?: string[] | null;
}

@InputType()
export class AllCommunicationTemplatesInput {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_RECORDS_PER_PAGE}` })
  recordsPerPage?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' })
  after?: string | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => CommunicationTemplateSearchBy, { nullable: true, description: 'Null searches name and text' })
  searchBy?: CommunicationTemplateSearchBy | null;

  @Field(() => CommunicationTemplateScope, { nullable: true, description: 'Null lists every scope' })
  scope?: CommunicationTemplateScope | null;
}
