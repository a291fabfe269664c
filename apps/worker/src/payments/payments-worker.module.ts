import { Module } from '@nestjs/common';
import { PaymentChargesStripeModule } from '#domain/payment-charges';
import { PaymentMethodsStripeModule } from '#domain/payment-methods';
import { SignUpPaymentsModule, SignUpPaymentsStripeModule } from '#domain/sign-up-payments';
import { ChargePaymentHandler } from './charge-payment.handler.js';
import { ChargeSweepHandler } from './charge-sweep.handler.js';
import { ChargeSweepSchedule } from './charge-sweep.schedule.js';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { DueCharges } from './due-charges.js';
import { PaymentIntentSecretHandler } from './payment-intent-secret.handler.js';
import { PaymentsProcessor } from './payments.processor.js';
import { PlaceSignUpHoldHandler } from './place-sign-up-hold.handler.js';
import { SignUpSweepHandler } from './sign-up-sweep.handler.js';
import { SignUpSweepSchedule } from './sign-up-sweep.schedule.js';

const chargeHandlers = [
  DueCharges,
  ChargePaymentHandler,
  ChargeSweepHandler,
  PaymentIntentSecretHandler,
  ChargeSweepSchedule,
];
const signUpHandlers = [PlaceSignUpHoldHandler, SignUpSweepHandler, SignUpSweepSchedule];

/**
 * Consumes the payments queue (registered by the payment-methods area) and keeps the schedules of the charges
 * sweep and the sign-up sweep.
 */
@Module({
  imports: [PaymentMethodsStripeModule, PaymentChargesStripeModule, SignUpPaymentsModule, SignUpPaymentsStripeModule],
  providers: [
    CreateSetupIntentHandler,
    DetachPaymentMethodHandler,
    ...chargeHandlers,
    ...signUpHandlers,
    PaymentsProcessor,
  ],
})
export class PaymentsWorkerModule {}
