import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '#config';

/**
 * The deployment's Stripe account through the official SDK; used from the worker only. STRIPE_BASE_URL points
 * it at a local fake (host, port and protocol). Every call that writes takes an idempotency key, so a job
 * retried after a crash makes nothing twice.
 */
@Injectable()
export class StripeClient {
  readonly stripe: Stripe;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      // Our jobs' retries decide; the SDK's would retry inside one attempt.
      maxNetworkRetries: 0,
      timeout: 20_000,
      ...(config.STRIPE_BASE_URL ? addressOf(config.STRIPE_BASE_URL) : {}),
    });
  }
}

function addressOf(baseUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
