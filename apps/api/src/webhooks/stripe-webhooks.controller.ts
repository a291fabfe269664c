import { Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '#access';
import { PAYMENT_CHARGE_STRIPE_EVENTS } from '#domain/payment-charges';
import { HANDLED_STRIPE_EVENTS } from '#domain/payment-methods';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { StripeWebhookVerifier } from '#integrations';
import { rawBodyOf } from './webhook-bodies.js';
import { refuse } from './webhook-refusals.js';
import { stripeEventPayload } from './stripe-event-payload.js';

/**
 * Stripe's webhook: verified with the SDK's constructEvent (Stripe-Signature over the raw body, within 5
 * minutes), stored once by the event id (evt_…), answered at once; the worker reads the object's current
 * state from Stripe and does the rest. Event types the product does not use are answered and not stored.
 */
@Public()
@Controller('webhooks')
export class StripeWebhooksController {
  constructor(
    @Inject(StripeWebhookVerifier) private readonly verifier: StripeWebhookVerifier,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
  ) {}

  @Post('stripe')
  @HttpCode(HttpStatus.OK)
  async receive(@Req() request: Request): Promise<{ received: true }> {
    const signature = request.header('stripe-signature');
    const event = this.verifier.verify(rawBodyOf(request), signature);
    if (!event) refuse.forbidden('stripe', signature ? 'bad or stale signature' : 'no signature');
    if (!HANDLED_STRIPE_EVENTS.includes(event.type) && !PAYMENT_CHARGE_STRIPE_EVENTS.includes(event.type))
      return { received: true };
    const payload = stripeEventPayload(event);
    if (!payload) refuse.malformed('stripe', 'event without an object id');
    await this.events.storeOnce({ provider: Provider.STRIPE, providerEventId: event.id, payload });
    return { received: true };
  }
}
