import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { PAYMENTS_CONCURRENCY } from './payments-concurrency.js';
import { ChargePaymentHandler } from './charge-payment.handler.js';
import { ChargeSweepHandler } from './charge-sweep.handler.js';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { PaymentIntentSecretHandler } from './payment-intent-secret.handler.js';
import { PlaceSignUpHoldHandler } from './place-sign-up-hold.handler.js';
import { SignUpSweepHandler } from './sign-up-sweep.handler.js';

/** The payments queue: Stripe calls for card collection, charges and payment sign-ups, and their sweeps. */
@Processor(QueueName.payments, { concurrency: PAYMENTS_CONCURRENCY })
export class PaymentsProcessor extends QueueProcessor {
  constructor(
    @Inject(CreateSetupIntentHandler) setupIntent: CreateSetupIntentHandler,
    @Inject(DetachPaymentMethodHandler) detach: DetachPaymentMethodHandler,
    @Inject(ChargePaymentHandler) charge: ChargePaymentHandler,
    @Inject(ChargeSweepHandler) sweep: ChargeSweepHandler,
    @Inject(PaymentIntentSecretHandler) secret: PaymentIntentSecretHandler,
    @Inject(PlaceSignUpHoldHandler) signUpHold: PlaceSignUpHoldHandler,
    @Inject(SignUpSweepHandler) signUpSweep: SignUpSweepHandler,
  ) {
    super(QueueName.payments, [setupIntent, detach, charge, sweep, secret, signUpHold, signUpSweep]);
  }
}
