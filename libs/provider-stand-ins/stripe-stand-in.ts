import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { WebhookTarget } from './webhook-calls.js';

type StripeObject = Record<string, unknown> & { id: string; object: string };
type Answer = { status: number; body: unknown };

/** How the next off-session charge ends, whatever the card: Stripe's test-card outcomes. */
export type ChargeOutcome = 'succeed' | 'decline' | 'authentication_required';

export interface StripeStandInOptions {
  /** setup_intent.succeeded (and the like) posted to the api's /webhooks/stripe, signed with this secret. */
  webhooks?: { target: WebhookTarget; secret: string; delayMs: number };
  onCallbackError?: (what: string, error: Error) => void;
}

/** Stripe's test cards: 4000 0000 0000 0002 is declined when saved; 4000 0000 0000 9995 saves but declines charges. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declinedAtSetup: '4000000000000002',
  declinesCharges: '4000000000009995',
  needsAuthentication: '4000002760003184',
} as const;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const brandOf = (number: string) => (number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa');

/**
 * Stands in for the parts of Stripe's API the product uses (the server SDK, pointed here by host, port and
 * protocol, calls them): customers, SetupIntents (and their confirmation, as Stripe.js does in the browser),
 * payment methods (retrieve, detach) and PaymentIntents for off-session charges (create, capture, cancel; declines
 * and authentication_required by test card or `nextCharge`). A repeated Idempotency-Key answers the first answer.
 */
export class StripeStandIn {
  readonly customers = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject & { number: string }>();
  readonly paymentIntents = new Map<string, StripeObject>();
  /** Every request taken, oldest first: method, path, Idempotency-Key, form fields. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; form: Record<string, string> }[] =
    [];
  nextCharge: ChargeOutcome = 'succeed';
  /**
   * The next this many PaymentIntent creations are made (and kept under their Idempotency-Key) but never
   * answered: the connection drops, as when Stripe's answer is lost on the way. The SDK sends a request whose
   * connection closed once more by itself, so dropping two answers one call leaves its caller knowing nothing.
   */
  answersToDrop = 0;
  private readonly answered = new Map<string, Answer>();

  constructor(private readonly options: StripeStandInOptions = {}) {}

  readonly route = async (request: IncomingMessage, response: ServerResponse, raw: Buffer): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (!url.pathname.startsWith('/v1/')) return false;
    // The development card field confirms from the web app's origin, as Stripe.js does from the browser.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return true;
    }
    const form = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    const method = request.method ?? 'GET';
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method, path: url.pathname, idempotencyKey, form });
    const key = idempotencyKey && method === 'POST' ? `${url.pathname}:${idempotencyKey}` : null;
    let answer = key ? this.answered.get(key) : undefined;
    if (!answer) {
      answer = await this.answer(method, url.pathname.slice(4).split('/'), form, request);
      if (key) this.answered.set(key, answer);
    }
    if (this.answersToDrop > 0 && method === 'POST' && url.pathname === '/v1/payment_intents') {
      this.answersToDrop -= 1;
      request.socket.destroy();
      return true;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': id('req') };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
    return true;
  };

  /** Posts a signed event about `object` to the api's /webhooks/stripe, as Stripe does; returns the event. */
  async sendEvent(type: string, object: StripeObject, eventId = id('evt')): Promise<Response> {
    const webhooks = this.options.webhooks;
    if (!webhooks) throw new Error('the Stripe stand-in has no webhook target');
    return postAsStripe(webhooks.target, webhooks.secret, stripeEvent(type, object, eventId));
  }

  private async answer(
    method: string,
    [resource, objectId, action]: string[],
    form: Record<string, string>,
    request: IncomingMessage,
  ): Promise<Answer> {
    const ok = (body: unknown): Answer => ({ status: 200, body });
    if (resource === 'customers') {
      if (method === 'POST' && !objectId) {
        const customer = { id: id('cus'), object: 'customer', metadata: metadataOf(form), invoice_settings: {} };
        this.customers.set(customer.id, customer);
        return ok(customer);
      }
      const customer = this.customers.get(objectId);
      if (!customer) return missing('customer', objectId);
      if (method === 'POST') {
        const defaultMethod = form['invoice_settings[default_payment_method]'];
        if (defaultMethod) customer.invoice_settings = { default_payment_method: defaultMethod };
      }
      return ok(customer);
    }
    if (resource === 'setup_intents') {
      if (method === 'POST' && !objectId) {
        const intentId = id('seti');
        const intent = {
          id: intentId,
          object: 'setup_intent',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          customer: form.customer ?? null,
          usage: form.usage ?? 'off_session',
          payment_method: null,
          last_setup_error: null,
          metadata: metadataOf(form),
        };
        this.setupIntents.set(intent.id, intent);
        return ok(intent);
      }
      const intent = this.setupIntents.get(objectId);
      if (!intent) return missing('setup_intent', objectId);
      if (method === 'POST' && action === 'confirm') return this.confirmSetup(intent, form, request);
      return ok(intent);
    }
    if (resource === 'payment_methods') {
      const paymentMethod = this.paymentMethods.get(objectId);
      if (!paymentMethod) return missing('payment_method', objectId);
      if (method === 'POST' && action === 'detach') {
        if (!paymentMethod.customer)
          return error(
            400,
            'invalid_request_error',
            'payment_method_unexpected_state',
            'The payment method is not attached',
          );
        paymentMethod.customer = null;
      }
      const { number: _number, ...shown } = paymentMethod;
      return ok(shown);
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && action === 'confirm' && !isSecretKey(request))
        return this.confirmPayment(objectId, form, request);
      return this.paymentIntent(method, objectId, action, form);
    }
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method})`);
  }

  /**
   * What Stripe.js's confirmCardSetup does: a card (number, expiry) becomes a payment method attached to the
   * customer and the intent succeeds, then setup_intent.succeeded is posted to the api. Authorised by the
   * intent's client secret, as in the browser.
   */
  private confirmSetup(intent: StripeObject, form: Record<string, string>, request: IncomingMessage): Answer {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? form.key ?? '';
    if (!bearer.startsWith('pk_') && !bearer.startsWith('sk_'))
      return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API key');
    if (bearer.startsWith('pk_') && form.client_secret !== intent.client_secret)
      return error(400, 'invalid_request_error', 'resource_missing', 'No such setupintent');
    if (intent.status === 'succeeded')
      return error(
        400,
        'invalid_request_error',
        'setup_intent_unexpected_state',
        'This SetupIntent has already succeeded',
      );
    const number = (form['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
    const expMonth = Number(form['payment_method_data[card][exp_month]']);
    const expYear = Number(form['payment_method_data[card][exp_year]']);
    if (number.length < 12 || !(expMonth >= 1 && expMonth <= 12) || !(expYear >= 2000))
      return error(402, 'card_error', 'incorrect_number', 'Your card number is incorrect.');
    if (number === TEST_CARDS.declinedAtSetup) {
      intent.last_setup_error = { code: 'card_declined', message: 'Your card was declined.' };
      return error(402, 'card_error', 'card_declined', 'Your card was declined.', { setup_intent: intent });
    }
    const paymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: intent.customer,
      number,
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
    };
    this.paymentMethods.set(paymentMethod.id, paymentMethod);
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod.id, last_setup_error: null });
    this.postLater('setup_intent.succeeded', intent);
    return { status: 200, body: intent };
  }

  private paymentIntent(
    method: string,
    objectId: string | undefined,
    action: string | undefined,
    form: Record<string, string>,
  ): Answer {
    if (method === 'POST' && !objectId) {
      // An intent for the employee's own page carries no card yet: its card field confirms one.
      if (!form.payment_method && form.confirm !== 'true') {
        const intentId = id('pi');
        const open: StripeObject = {
          id: intentId,
          object: 'payment_intent',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          amount: Number(form.amount),
          currency: form.currency,
          customer: form.customer ?? null,
          payment_method: null,
          capture_method: form.capture_method ?? 'automatic',
          off_session: false,
          metadata: metadataOf(form),
          status: 'requires_payment_method',
          last_payment_error: null,
        };
        this.paymentIntents.set(open.id, open);
        return { status: 200, body: open };
      }
      const paymentMethod = this.paymentMethods.get(form.payment_method ?? '');
      if (!paymentMethod || paymentMethod.customer !== form.customer)
        return error(400, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod for this customer');
      const intentId = id('pi');
      const intent: StripeObject = {
        id: intentId,
        object: 'payment_intent',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        payment_method: paymentMethod.id,
        capture_method: form.capture_method ?? 'automatic',
        off_session: form.off_session === 'true',
        metadata: metadataOf(form),
        status: 'requires_confirmation',
        last_payment_error: null,
      };
      this.paymentIntents.set(intent.id, intent);
      if (form.confirm !== 'true') return { status: 200, body: intent };
      const outcome = this.outcomeFor(paymentMethod.number);
      if (outcome === 'decline') {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        });
        this.postLater('payment_intent.payment_failed', intent);
        return error(402, 'card_error', 'card_declined', 'Your card was declined.', {
          decline_code: 'insufficient_funds',
          payment_intent: intent,
        });
      }
      if (outcome === 'authentication_required') {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: { code: 'authentication_required', message: 'This card requires authentication.' },
        });
        this.postLater('payment_intent.payment_failed', intent);
        return error(402, 'card_error', 'authentication_required', 'This card requires authentication.', {
          payment_intent: intent,
        });
      }
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      if (intent.status === 'succeeded') this.postLater('payment_intent.succeeded', intent);
      return { status: 200, body: intent };
    }
    const intent = this.paymentIntents.get(objectId ?? '');
    if (!intent) return missing('payment_intent', objectId ?? '');
    if (method === 'POST' && action === 'capture') {
      if (intent.status !== 'requires_capture')
        return error(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          'This PaymentIntent could not be captured',
        );
      intent.status = 'succeeded';
    }
    if (method === 'POST' && action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return error(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          'This PaymentIntent could not be canceled',
        );
      intent.status = 'canceled';
    }
    return { status: 200, body: intent };
  }

  /**
   * What Stripe.js's confirmCardPayment does on the employee's page: a card (number, expiry) pays an intent that
   * needs one (a charge that failed off session), then payment_intent.succeeded or payment_failed is posted.
   * Authorised by the intent's client secret, as in the browser.
   */
  private confirmPayment(objectId: string, form: Record<string, string>, request: IncomingMessage): Answer {
    const intent = this.paymentIntents.get(objectId);
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? form.key ?? '';
    if (!bearer.startsWith('pk_')) return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API key');
    if (!intent || form.client_secret !== intent.client_secret)
      return error(400, 'invalid_request_error', 'resource_missing', 'No such payment_intent');
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
      return error(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent is ${String(intent.status)}`,
      );
    const number = (form['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
    const expMonth = Number(form['payment_method_data[card][exp_month]']);
    const expYear = Number(form['payment_method_data[card][exp_year]']);
    if (number.length < 12 || !(expMonth >= 1 && expMonth <= 12) || !(expYear >= 2000))
      return error(402, 'card_error', 'incorrect_number', 'Your card number is incorrect.');
    const paymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      number,
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
    };
    this.paymentMethods.set(paymentMethod.id, paymentMethod);
    intent.payment_method = paymentMethod.id;
    if (number === TEST_CARDS.declinesCharges || number === TEST_CARDS.declinedAtSetup) {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      this.postLater('payment_intent.payment_failed', intent);
      return error(402, 'card_error', 'card_declined', 'Your card was declined.', { payment_intent: intent });
    }
    Object.assign(intent, { status: 'succeeded', last_payment_error: null });
    this.postLater('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  }

  /** `nextCharge` once (then back to succeed), else the card's own outcome. */
  private outcomeFor(number: string): ChargeOutcome {
    const chosen = this.nextCharge;
    this.nextCharge = 'succeed';
    if (chosen !== 'succeed') return chosen;
    if (number === TEST_CARDS.declinesCharges) return 'decline';
    if (number === TEST_CARDS.needsAuthentication) return 'authentication_required';
    return 'succeed';
  }

  private postLater(type: string, object: StripeObject): void {
    const webhooks = this.options.webhooks;
    if (!webhooks) return;
    const snapshot = structuredClone(object);
    setTimeout(() => {
      postAsStripe(webhooks.target, webhooks.secret, stripeEvent(type, snapshot, id('evt')))
        .then((answer) => {
          if (!answer.ok) throw new Error(`the api answered ${answer.status} to ${type}`);
        })
        .catch((failure: Error) => this.options.onCallbackError?.('Stripe webhook', failure));
    }, webhooks.delayMs).unref();
  }
}

/** The server SDK calls with the secret key; the browser's card field with the publishable key. */
const isSecretKey = (request: IncomingMessage) =>
  (request.headers.authorization ?? '').replace(/^Bearer /, '').startsWith('sk_');

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

const error = (
  status: number,
  type: string,
  code: string,
  message: string,
  more: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { error: { type, code, message, ...more } },
});

const missing = (what: string, objectId: string): Answer =>
  error(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${objectId}'`);

/** A Stripe event envelope around `object`, as the webhook receives it. */
export function stripeEvent(type: string, object: StripeObject, eventId: string): Record<string, unknown> {
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Posts an event to the api's /webhooks/stripe with a Stripe-Signature made by the SDK's test helper. */
export function postAsStripe(
  target: WebhookTarget,
  secret: string,
  event: Record<string, unknown>,
  options: { timestamp?: number } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return fetch(`${target.apiUrl.replace(/\/+$/, '')}/webhooks/stripe`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
