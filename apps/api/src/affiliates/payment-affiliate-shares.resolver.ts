import { Inject } from '@nestjs/common';
import { Context, Field, Float, ID, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type AffiliateRelationView, AffiliatesService, affiliateShareOf } from '#domain/affiliates';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { CasePayment } from '../payments/payment.model.js';

@ObjectType({ description: "An affiliate's share of one payment's tech platform (implementation) fee" })
export class PaymentAffiliateShare {
  @Field(() => ID)
  organizationId: string;

  @Field()
  organizationName: string;

  @Field(() => Float, { description: 'implementationFeeShareFraction of the relation' })
  fraction: number;

  @Field(() => Int, { description: 'Cents: the fraction of techPlatformFee, rounded half up' })
  amount: number;
}

/**
 * CasePayment.affiliateShares (payout data): what each affiliate of the payment's organization earns of its
 * tech platform fee, by the relations as they stand; for payment staff only (null where the fees are).
 * One statement per request for every organization on the page.
 */
@Resolver(() => CasePayment)
export class PaymentAffiliateSharesResolver {
  constructor(@Inject(AffiliatesService) private readonly affiliates: AffiliatesService) {}

  @ResolveField(() => [PaymentAffiliateShare], {
    nullable: true,
    description: "Each affiliate's share of the tech platform fee; payment staff only",
  })
  async affiliateShares(
    @Parent() payment: CasePayment,
    @Context() context: GraphqlContext,
  ): Promise<PaymentAffiliateShare[] | null> {
    if (payment.techPlatformFee === null) return null;
    const relations =
      (await context.loaders
        .get<AffiliateRelationView[]>('affiliatesOfOrganization', (ids) => this.affiliates.sharesOf(ids))
        .load(payment.organizationId)) ?? [];
    const fee = payment.techPlatformFee;
    return relations.map((relation) => ({
      organizationId: relation.fromOrganizationId,
      organizationName: relation.fromOrganizationName,
      fraction: relation.implementationFeeShareFraction,
      amount: affiliateShareOf(fee, relation.implementationFeeShareFraction),
    }));
  }
}
