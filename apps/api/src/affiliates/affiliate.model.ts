import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';

@ObjectType({
  description: 'Spec 000 §3 Affiliate relation: `from` brought `to` and earns a share of its implementation fee',
})
export class AffiliateRelation {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  fromOrganizationId: string;

  @Field()
  fromOrganizationName: string;

  @Field(() => ID)
  toOrganizationId: string;

  @Field()
  toOrganizationName: string;

  @Field(() => Float, { description: 'From 0 to 1, at most four decimals' })
  implementationFeeShareFraction: number;

  @Field(() => Int, {
    description: 'In getReachableAffiliates: relations away from the organization asked about (1: direct)',
  })
  depth: number;
}

@InputType()
export class CreateAffiliateRelationshipInput {
  @Field(() => ID, { description: 'The affiliate: the organization that brought the other one' })
  fromOrganizationId: string;

  @Field(() => ID)
  toOrganizationId: string;

  @Field(() => Float)
  implementationFeeShareFraction: number;
}

@InputType()
export class UpdateAffiliateRelationshipInput {
  @Field(() => ID)
  id: string;

  @Field(() => Float)
  implementationFeeShareFraction: number;
}

@ObjectType()
export class AffiliateRelationPayload extends MutationPayload {
  @Field(() => AffiliateRelation, { nullable: true })
  affiliateRelation: AffiliateRelation | null;
}

@ObjectType()
export class DeleteAffiliateRelationPayload extends MutationPayload {}
