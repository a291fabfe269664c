import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Organization } from '../organizations/organization.model.js';
import { CaseCategory } from './case-category.model.js';

@ObjectType()
export class CaseCategoryPayload extends MutationPayload {
  @Field(() => CaseCategory, { nullable: true })
  caseCategory: CaseCategory | null;
}

/** The organization whose categories were replaced; its caseCategories are the new set. */
@ObjectType()
export class OrganizationCategoriesPayload extends MutationPayload {
  @Field(() => Organization, { nullable: true })
  organization: Organization | null;
}
