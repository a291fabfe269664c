import { Module } from '@nestjs/common';
import { StripeClient } from './stripe-client.js';
import { StripeWebhookVerifier } from './stripe-webhook-verifier.js';

/** Stripe's client: imported by the worker only, so the api process holds no client that could call Stripe. */
@Module({ providers: [StripeClient], exports: [StripeClient] })
export class PaymentsIntegrationModule {}

/** Stripe webhook verification (the api): the SDK's constructEvent, no client, no calls. */
@Module({ providers: [StripeWebhookVerifier], exports: [StripeWebhookVerifier] })
export class StripeWebhookModule {}
