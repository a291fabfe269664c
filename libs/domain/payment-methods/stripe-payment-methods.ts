import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { StripeClient } from '#integrations';

/** Detaches cards at Stripe (worker only), keyed by the payment method, so a retry detaches once. */
@Injectable()
export class StripePaymentMethods {
  private readonly logger = new Logger('PaymentInfo');

  constructor(@Inject(StripeClient) private readonly client: StripeClient) {}

  async detach(paymentMethodId: string): Promise<void> {
    try {
      await this.client.stripe.paymentMethods.detach(paymentMethodId, undefined, {
        idempotencyKey: `detach-${paymentMethodId}`,
      });
    } catch (error) {
      // Already detached (a retry after the first call went through without its answer): the end state holds.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_method_unexpected_state')
        return this.logger.log(`Payment method was already detached`);
      throw error;
    }
  }
}
