import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';

/** What the landing page needs to sign the new person in (with the password they chose) and go on. */
@ObjectType()
export class SignUpToPartnerOrganizationPayload extends MutationPayload {
  @Field(() => ID)
  userId: string;

  @Field()
  email: string;

  @Field(() => ID)
  organizationId: string;

  @Field(() => ID, { nullable: true })
  productBundleId: string | null;

  /** The new member's own promo code to share, when the partner creates one per member. */
  @Field(() => String, { nullable: true })
  ownPromoCodeName: string | null;
}
