import type { Server } from 'node:http';
import { calendlyBookingsPage } from './calendly-bookings.js';
import { developmentPage } from './development-page.js';
import { close, listen, standInServer } from './http-stand-in.js';
import { PharmacyStandIn } from './pharmacy-stand-in.js';
import { SendGridStandIn } from './sendgrid-stand-in.js';
import { StripeStandIn } from './stripe-stand-in.js';
import { TwilioStandIn } from './twilio-stand-in.js';
import type { WebhookTarget } from './webhook-calls.js';

export interface StandInsSettings {
  nodeEnv: string;
  port: number;
  /** The api, and the public address its webhooks are signed over. */
  target: WebhookTarget;
  twilioAuthToken: string;
  twilioAccountSid: string;
  sendgridInboundSecret: string;
  /** PEM private key of the Event Webhook signature; empty: no delivered events (the api would refuse them). */
  sendgridEventSigningKey: string;
  /** Signs the Stripe events the stand-in posts (the api's STRIPE_WEBHOOK_SECRET). */
  stripeWebhookSecret: string;
  /** The secret of the demo pharmacies the stand-in pharmacy plays (their signing_secret). */
  pharmacySigningSecret: string;
  /** How long after accepting a message its delivery callbacks are posted (the worker marks it sent meanwhile). */
  callbackDelayMs: number;
  onCallbackError?: (what: string, error: Error) => void;
}

export interface RunningStandIns {
  /** Base URL of both provider APIs (SENDGRID_BASE_URL, TWILIO_BASE_URL) and of the development page. */
  url: string;
  sendGrid: SendGridStandIn;
  twilio: TwilioStandIn;
  stripe: StripeStandIn;
  pharmacy: PharmacyStandIn;
  server: Server;
  close(): Promise<void>;
}

/**
 * SendGrid's, Twilio's and Stripe's HTTP APIs and the demo pharmacies on one local port, with the delivery callbacks the providers post and
 * the development page at `/`: what `npm start` runs when no real provider is configured.
 */
export async function startStandIns(settings: StandInsSettings): Promise<RunningStandIns> {
  const { target, onCallbackError } = settings;
  const sendGrid = new SendGridStandIn({
    deliveryEvents: settings.sendgridEventSigningKey
      ? { target, privateKeyPem: settings.sendgridEventSigningKey, delayMs: settings.callbackDelayMs }
      : undefined,
    onCallbackError,
  });
  const twilio = new TwilioStandIn({
    statusCallbacks: {
      target,
      authToken: settings.twilioAuthToken,
      defaultUrl: '/webhooks/twilio/status',
      delayMs: settings.callbackDelayMs,
    },
    onCallbackError,
  });
  const page = developmentPage(
    {
      nodeEnv: settings.nodeEnv,
      target,
      twilioAuthToken: settings.twilioAuthToken,
      twilioAccountSid: settings.twilioAccountSid,
      sendgridInboundSecret: settings.sendgridInboundSecret,
    },
    sendGrid,
    twilio,
  );
  const stripe = new StripeStandIn({
    webhooks: { target, secret: settings.stripeWebhookSecret, delayMs: settings.callbackDelayMs },
    onCallbackError,
  });
  const calendly = calendlyBookingsPage({ nodeEnv: settings.nodeEnv, target });
  const pharmacy = new PharmacyStandIn({
    nodeEnv: settings.nodeEnv,
    target,
    signingSecret: settings.pharmacySigningSecret,
  });
  const server = standInServer([sendGrid.route, twilio.route, stripe.route, page, calendly, pharmacy.route]);
  const url = await listen(server, settings.port);
  return { url, sendGrid, twilio, stripe, pharmacy, server, close: () => close(server) };
}
