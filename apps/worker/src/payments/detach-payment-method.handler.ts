import { Inject, Injectable } from '@nestjs/common';
import { StripePaymentMethods } from '#domain/payment-methods';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Detaches a deleted or replaced card from its Stripe customer. */
@Injectable()
export class DetachPaymentMethodHandler implements JobHandler<'payments.detach-payment-method'> {
  readonly jobName = 'payments.detach-payment-method' as const;

  constructor(@Inject(StripePaymentMethods) private readonly methods: StripePaymentMethods) {}

  async handle(payload: JobPayloads['payments.detach-payment-method']): Promise<void> {
    await this.methods.detach(payload.paymentMethodId);
  }
}
