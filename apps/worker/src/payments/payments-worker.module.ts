import { Module } from '@nestjs/common';
import { PaymentMethodsStripeModule } from '#domain/payment-methods';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { PaymentsProcessor } from './payments.processor.js';

/** Consumes the payments queue (registered by the payment-methods area). */
@Module({
  imports: [PaymentMethodsStripeModule],
  providers: [CreateSetupIntentHandler, DetachPaymentMethodHandler, PaymentsProcessor],
})
export class PaymentsWorkerModule {}
