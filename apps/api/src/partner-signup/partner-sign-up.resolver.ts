import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '#access';
import { PartnerSignUpService } from '#domain/partner-signup';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { SignUpToPartnerOrganizationInput } from './sign-up-to-partner-organization.input.js';
import { SignUpToPartnerOrganizationPayload } from './sign-up-to-partner-organization.payload.js';

@Resolver()
export class PartnerSignUpResolver {
  constructor(
    @Inject(PartnerSignUpService) private readonly signUps: PartnerSignUpService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
  ) {}

  /** Public: a visitor of a partner's landing page creates their account (rate-limited per client address). */
  @Mutation(() => SignUpToPartnerOrganizationPayload)
  @Public()
  async signUpToPartnerOrganization(
    @Context() context: GraphqlContext,
    @Args('input') input: SignUpToPartnerOrganizationInput,
  ): Promise<SignUpToPartnerOrganizationPayload> {
    await this.rateLimiter.consume('signUpToPartnerOrganization', context.clientIp);
    const { ownPromoCode, ...result } = await this.signUps.signUp(input);
    return { success: true, message: OPERATION_SUCCEEDED, ...result, ownPromoCodeName: ownPromoCode?.name ?? null };
  }
}
