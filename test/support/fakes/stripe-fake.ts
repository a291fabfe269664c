import type { Server } from 'node:http';
import {
  type ChargeOutcome,
  close,
  listen,
  postAsStripe,
  standInServer,
  stripeEvent,
  StripeStandIn,
  TEST_CARDS,
  type WebhookTarget,
} from '../../../libs/provider-stand-ins/index.js';

export { type ChargeOutcome, TEST_CARDS };

/**
 * Stands in for Stripe's API at the network boundary: the real SDK (host, port and protocol from
 * STRIPE_BASE_URL) calls here. The stand-in `npm start` runs, on a port of its own, without its own webhook
 * posts: a test sends each event with postEvent (signed with the api's secret, or forged, stale, replayed).
 */
export class StripeFake extends StripeStandIn {
  private server?: Server;

  constructor(private readonly webhookTarget?: { target: WebhookTarget; secret: string }) {
    // Tests post each event themselves (postEvent), so replays, order and forgeries are theirs to choose.
    super({});
  }

  async start(): Promise<string> {
    this.server = standInServer([this.route]);
    return listen(this.server);
  }

  /** Confirms a SetupIntent with a card as the browser's card field does (Stripe.js confirmCardSetup). */
  confirmCard(baseUrl: string, clientSecret: string, card?: TestCard, publishableKey?: string): Promise<Response> {
    return confirmIntent('setup_intents', baseUrl, clientSecret, card, publishableKey);
  }

  /** Confirms a PaymentIntent with a card as the browser's card field does (Stripe.js confirmCardPayment). */
  payWithCard(baseUrl: string, clientSecret: string, card?: TestCard, publishableKey?: string): Promise<Response> {
    return confirmIntent('payment_intents', baseUrl, clientSecret, card, publishableKey);
  }

  /**
   * Posts a signed event about a stored object (its current state) to the api, or with `options.secret` a
   * forged one, or with `options.timestamp` a stale one; `eventId` repeats an event (a replay).
   */
  postEvent(
    type: string,
    objectId: string,
    options: { eventId?: string; secret?: string; timestamp?: number; object?: Record<string, unknown> } = {},
  ): Promise<Response> {
    if (!this.webhookTarget) throw new Error('the Stripe fake has no webhook target');
    const object =
      options.object ??
      this.setupIntents.get(objectId) ??
      this.paymentIntents.get(objectId) ??
      this.customers.get(objectId);
    if (!object) throw new Error(`the Stripe fake has no object ${objectId}`);
    const event = stripeEvent(
      type,
      { ...object, id: objectId } as never,
      options.eventId ?? `evt_${Date.now()}${Math.random().toString(16).slice(2)}`,
    );
    return postAsStripe(this.webhookTarget.target, options.secret ?? this.webhookTarget.secret, event, {
      timestamp: options.timestamp,
    });
  }

  stop(): Promise<void> {
    return close(this.server);
  }
}

type TestCard = { number: string; expMonth: number; expYear: number };

/** The browser's confirmation of an intent by its client secret, with the publishable key as Stripe.js sends it. */
function confirmIntent(
  kind: 'setup_intents' | 'payment_intents',
  baseUrl: string,
  clientSecret: string,
  card: TestCard = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2034 },
  publishableKey = 'pk_test_local_development',
): Promise<Response> {
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  return fetch(`${baseUrl}/v1/${kind}/${intentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card.number,
      'payment_method_data[card][exp_month]': String(card.expMonth),
      'payment_method_data[card][exp_year]': String(card.expYear),
    }).toString(),
  });
}
