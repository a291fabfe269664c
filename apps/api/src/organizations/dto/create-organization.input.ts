import { Field, InputType } from '@nestjs/graphql';

@InputType()
export class CreateOrganizationInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  contactEmail?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isPartner?: boolean;

  @Field(() => String, { nullable: true, description: 'Partner landing page slug; required for a partner' })
  linkName?: string | null;
}
