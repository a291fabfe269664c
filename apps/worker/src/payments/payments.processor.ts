import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { WORKER_CONCURRENCY } from '../worker-concurrency.js';
import { CreateSetupIntentHandler } from './create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './detach-payment-method.handler.js';
import { PlaceSignUpHoldHandler } from './place-sign-up-hold.handler.js';
import { SignUpSweepHandler } from './sign-up-sweep.handler.js';

/** The payments queue: Stripe calls for card collection and payment sign-ups. */
@Processor(QueueName.payments, { concurrency: WORKER_CONCURRENCY })
export class PaymentsProcessor extends QueueProcessor {
  constructor(
    @Inject(CreateSetupIntentHandler) setupIntent: CreateSetupIntentHandler,
    @Inject(DetachPaymentMethodHandler) detach: DetachPaymentMethodHandler,
    @Inject(PlaceSignUpHoldHandler) signUpHold: PlaceSignUpHoldHandler,
    @Inject(SignUpSweepHandler) signUpSweep: SignUpSweepHandler,
  ) {
    super(QueueName.payments, [setupIntent, detach, signUpHold, signUpSweep]);
  }
}
