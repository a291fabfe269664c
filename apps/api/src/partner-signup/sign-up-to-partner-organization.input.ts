import { Field, ID, InputType } from '@nestjs/graphql';

@InputType()
export class SignUpToPartnerOrganizationInput {
  @Field({ description: "The partner organization's linkName (the last segment of its landing page path)" })
  linkName: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  password: string;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  dob?: string | null;

  @Field(() => String, { nullable: true })
  gender?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  referralCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Consent to SMS notifications' })
  smsConsent?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'The chosen product bundle; it must be open for sign-up' })
  productBundleId?: string | null;
}
