import { Module } from '@nestjs/common';
import { PaymentChargesStripeModule } from '#domain/payment-charges';
import { PaymentMethodsStripeModule } from '#domain/payment-methods';
import { ChargePaymentHandler } from './charge-payment.handler.js';
import { ChargeSweepHandler } from './charge-sweep.handler.js';
import { ChargeSweepSchedule } from './charge-sweep.schedule.js';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { PaymentIntentSecretHandler } from './payment-intent-secret.handler.js';
import { PaymentsProcessor } from './payments.processor.js';

const chargeHandlers = [ChargePaymentHandler, ChargeSweepHandler, PaymentIntentSecretHandler, ChargeSweepSchedule];

/** Consumes the payments queue (registered by the payment-methods area) and keeps the charges sweep's schedule. */
@Module({
  imports: [PaymentMethodsStripeModule, PaymentChargesStripeModule],
  providers: [CreateSetupIntentHandler, DetachPaymentMethodHandler, ...chargeHandlers, PaymentsProcessor],
})
export class PaymentsWorkerModule {}
