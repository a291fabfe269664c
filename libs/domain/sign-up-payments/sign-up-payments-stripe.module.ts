import { Module } from '@nestjs/common';
import { PaymentsIntegrationModule } from '#integrations';
import { SignUpPreauthorizations } from './sign-up-preauthorizations.js';

/** The worker's Stripe side of payment sign-ups: the hold placed on sign-up, captured or released later. */
@Module({
  imports: [PaymentsIntegrationModule],
  providers: [SignUpPreauthorizations],
  exports: [SignUpPreauthorizations],
})
export class SignUpPaymentsStripeModule {}
