import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Organization } from './organization.model.js';

@ObjectType()
export class OrganizationPayload extends MutationPayload {
  @Field(() => Organization, { nullable: true })
  organization: Organization | null;
}
