import { Field, ID, InputType } from '@nestjs/graphql';

@InputType()
export class AddCaseCategoryInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'Defaults to a slug of the name' })
  linkName?: string | null;
}

@InputType()
export class UpdateOrganizationCategoriesInput {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => [ID])
  caseCategoryIds: string[];
}
