import { z } from 'zod';
import type { AppConfig } from '#config';
import { DEMO_PHARMACY_SIGNING_SECRET } from '../demo-data/demo-catalog.js';
import type { StandInsSettings } from './stand-ins.js';

const ownSettings = z.object({
  STAND_INS_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Where the api listens for the callbacks and replies; by default on this machine at API_PORT. */
  STAND_INS_API_URL: z.url().or(z.literal('')).default(''),
  STAND_INS_SENDGRID_EVENT_KEY: z.string().default(''),
  STAND_INS_CALLBACK_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(1000),
});

/** The stand-ins' settings: their own (STAND_INS_*) and the api's, read from the same environment. */
export function standInsSettingsFrom(config: AppConfig, env: Record<string, string | undefined>): StandInsSettings {
  const own = ownSettings.parse(env);
  return {
    nodeEnv: config.NODE_ENV,
    port: own.STAND_INS_PORT,
    target: {
      apiUrl: own.STAND_INS_API_URL || `http://127.0.0.1:${config.API_PORT}`,
      publicUrl: config.PUBLIC_WEBHOOK_BASE_URL || config.API_PUBLIC_URL,
    },
    twilioAuthToken: config.TWILIO_AUTH_TOKEN,
    twilioAccountSid: config.TWILIO_ACCOUNT_SID,
    sendgridInboundSecret: config.SENDGRID_INBOUND_SECRET,
    sendgridEventSigningKey: own.STAND_INS_SENDGRID_EVENT_KEY,
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    pharmacySigningSecret: DEMO_PHARMACY_SIGNING_SECRET,
    callbackDelayMs: own.STAND_INS_CALLBACK_DELAY_MS,
  };
}
