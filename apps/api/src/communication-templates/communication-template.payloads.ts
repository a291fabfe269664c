import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { CommunicationTemplate } from './communication-template.model.js';

/** The template created, changed, or (for a delete) as it was. */
@ObjectType()
export class CommunicationTemplatePayload extends MutationPayload {
  @Field(() => CommunicationTemplate, { nullable: true })
  template: CommunicationTemplate | null;
}
