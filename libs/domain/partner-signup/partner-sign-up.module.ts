import { Module } from '@nestjs/common';
import { UsersModule } from '#domain/users';
import { PartnerSignUpRulesReader } from './partner-sign-up-rules.js';
import { PartnerSignUpService } from './partner-sign-up.service.js';

/** Self sign-up on a partner's landing page. */
@Module({
  imports: [UsersModule],
  providers: [PartnerSignUpService, PartnerSignUpRulesReader],
  exports: [PartnerSignUpService],
})
export class PartnerSignUpModule {}
