import { Module } from '@nestjs/common';
import { PartnerSignUpModule } from '#domain/partner-signup';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { PartnerSignUpResolver } from './partner-sign-up.resolver.js';

/** Self sign-up on a partner's landing page over GraphQL. */
@Module({
  imports: [PartnerSignUpModule, RateLimitModule],
  providers: [PartnerSignUpResolver],
})
export class PartnerSignUpApiModule {}
