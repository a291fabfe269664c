import { Module } from '@nestjs/common';
import { PaymentMethodsStripeModule } from '#domain/payment-methods';
import { SignUpPaymentsModule, SignUpPaymentsStripeModule } from '#domain/sign-up-payments';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { PaymentsProcessor } from './payments.processor.js';
import { PlaceSignUpHoldHandler } from './place-sign-up-hold.handler.js';
import { SignUpSweepHandler } from './sign-up-sweep.handler.js';
import { SignUpSweepSchedule } from './sign-up-sweep.schedule.js';

/** Consumes the payments queue (registered by the payment-methods area). */
@Module({
  imports: [PaymentMethodsStripeModule, SignUpPaymentsModule, SignUpPaymentsStripeModule],
  providers: [
    CreateSetupIntentHandler,
    DetachPaymentMethodHandler,
    PlaceSignUpHoldHandler,
    SignUpSweepHandler,
    SignUpSweepSchedule,
    PaymentsProcessor,
  ],
})
export class PaymentsWorkerModule {}
