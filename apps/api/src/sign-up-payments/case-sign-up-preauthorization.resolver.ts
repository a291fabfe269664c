import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { restricted } from '#access';
import { PaymentRules } from '#domain/payment-methods';
import { type SignUpPreauthorizationEntity, SignUpPaymentViews } from '#domain/sign-up-payments';
import { Case } from '../cases/case.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { SignUpPreauthorization } from './sign-up-payments.model.js';

const caseKey = (caseRecord: { id: string; organizationId: string }) => `${caseRecord.organizationId}:${caseRecord.id}`;

/** Case.signUpPreauthorization for payment staff (a declined hold shows on the case), batched per request. */
@Resolver(() => Case)
export class CaseSignUpPreauthorizationResolver {
  constructor(@Inject(SignUpPaymentViews) private readonly views: SignUpPaymentViews) {}

  @ResolveField(() => SignUpPreauthorization, {
    nullable: true,
    description:
      "The hold placed on the sign-up's card when the partner preauthorizes on sign-up; null when none, or unless the caller manages payments",
  })
  async signUpPreauthorization(
    @Parent() parent: Case,
    @Context() context: GraphqlContext,
  ): Promise<SignUpPreauthorization | null> {
    const principal = requirePrincipal(context);
    if (!principal.canActIn(parent.organizationId)) return null;
    if (!principal.inOrganization(parent.organizationId).satisfies(restricted(PaymentRules.manage))) return null;
    const hold = await context.loaders
      .get<SignUpPreauthorizationEntity | null>('signUpPreauthorizationByCase', async (keys) => {
        const cases = keys.map((key) => {
          const [organizationId, id] = key.split(':');
          return { id, organizationId };
        });
        const found = await this.views.holdsOf(cases);
        return new Map(cases.map((caseRecord) => [caseKey(caseRecord), found.get(caseRecord.id) ?? null]));
      })
      .load(caseKey(parent));
    if (!hold) return null;
    return {
      status: hold.status,
      amountCents: hold.amountCents,
      currency: hold.currency,
      declineMessage: hold.declineMessage,
      createdAt: hold.createdAt,
    };
  }
}
