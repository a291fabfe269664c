import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CommunicationTemplateScope } from '#domain/communication-templates';
import { Paginated } from '../graphql/paging.js';

/** A message text staff start from (spec 000 "Communication template"). */
@ObjectType()
export class CommunicationTemplate {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null for a global template' })
  organizationId: string | null;

  @Field(() => ID, { nullable: true, description: "A personal template's owner" })
  ownerUserId: string | null;

  @Field()
  name: string;

  @Field({
    description: 'May hold the placeholders {{caseId}}, {{assigneeEmail}}, … (see communicationTemplatePlaceholders)',
  })
  text: string;

  @Field(() => [ID])
  documentIds: string[];

  @Field(() => [ID])
  formIds: string[];

  @Field(() => [ID])
  caseCategoryIds: string[];

  @Field()
  isGlobal: boolean;

  @Field()
  isPersonal: boolean;

  @Field(() => CommunicationTemplateScope)
  scope: CommunicationTemplateScope;

  @Field({ description: 'Whether the caller may update or delete this template' })
  viewerCanManage: boolean;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class CommunicationTemplatesPage extends Paginated(CommunicationTemplate, 'templates') {
  declare templates: CommunicationTemplate[];
}
