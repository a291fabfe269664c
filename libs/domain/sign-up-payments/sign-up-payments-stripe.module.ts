import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { PaymentsIntegrationModule } from '#integrations';
import { SignUpPreauthorizations } from './sign-up-preauthorizations.js';

const paymentsQueue = BullModule.registerQueue({ name: QueueName.payments });

/**
 * The worker's Stripe side of payment sign-ups: the hold placed on sign-up, captured or released later. Exports
 * the payments queue for the sweep's job scheduler.
 */
@Module({
  imports: [PaymentsIntegrationModule, paymentsQueue],
  providers: [SignUpPreauthorizations],
  exports: [SignUpPreauthorizations, paymentsQueue],
})
export class SignUpPaymentsStripeModule {}
