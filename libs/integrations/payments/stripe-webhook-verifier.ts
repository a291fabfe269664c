import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '#config';

/** Stripe's webhook tolerance: a signature older than this is refused as a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies Stripe webhook posts with the SDK's constructEvent (Stripe-Signature over the raw body, timestamp
 * within 5 minutes); used by the api, which never calls Stripe itself.
 */
@Injectable()
export class StripeWebhookVerifier {
  private readonly webhooks = Stripe.webhooks;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The event, or null when the signature is missing, wrong or stale. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return this.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      return null;
    }
  }
}
