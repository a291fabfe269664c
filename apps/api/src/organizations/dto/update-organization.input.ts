import { Field, ID, InputType } from '@nestjs/graphql';

/** The CV Admin's edit of an organization: only the fields sent change; null clears contactEmail or linkName. */
@InputType()
export class UpdateOrganizationInput {
  @Field(() => ID)
  organizationId: string;

  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  contactEmail?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The partner flag (spec 000 §4: it can be toggled)' })
  isPartner?: boolean;

  @Field(() => String, { nullable: true, description: 'Partner landing page slug; unique; required for a partner' })
  linkName?: string | null;
}
