// Which outside providers `npm start` uses: the real ones when their keys are set, else the local stand-ins
// (libs/provider-stand-ins), whose settings this adds to the environment of every process it starts.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import { isPortOpen } from './process-tools.mjs';

const DEFAULT_STAND_INS_PORT = 4010;

/** A port nobody listens on: the default, else one the system picks (unless the port was asked for). */
async function standInsPort(env) {
  if (env.STAND_INS_PORT) return Number(env.STAND_INS_PORT);
  if (!(await isPortOpen(DEFAULT_STAND_INS_PORT))) return DEFAULT_STAND_INS_PORT;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Decides per provider and sets `env` for it. E-mail: SendGrid when SENDGRID_API_KEY is set, Twilio when
 * TWILIO_ACCOUNT_SID is, Stripe when STRIPE_SECRET_KEY is; a *_BASE_URL set by hand is left alone. Returns the lines to print and the
 * stand-ins' URL (null when no stand-in is needed).
 */
export async function chooseProviders(env) {
  const realEmail = Boolean(env.SENDGRID_API_KEY) || Boolean(env.SENDGRID_BASE_URL);
  const realSms = Boolean(env.TWILIO_ACCOUNT_SID) || Boolean(env.TWILIO_BASE_URL);
  const realCards = Boolean(env.STRIPE_SECRET_KEY) || Boolean(env.STRIPE_BASE_URL);
  const lines = [
    realEmail
      ? `E-mail: ${env.SENDGRID_BASE_URL ? `SENDGRID_BASE_URL ${env.SENDGRID_BASE_URL}` : 'SendGrid (SENDGRID_API_KEY is set)'}`
      : 'E-mail: local SendGrid stand-in (no SENDGRID_API_KEY set)',
    realSms
      ? `SMS:    ${env.TWILIO_BASE_URL ? `TWILIO_BASE_URL ${env.TWILIO_BASE_URL}` : 'Twilio (TWILIO_ACCOUNT_SID is set)'}`
      : 'SMS:    local Twilio stand-in (no TWILIO_ACCOUNT_SID set)',
    realCards
      ? `Cards:  ${env.STRIPE_BASE_URL ? `STRIPE_BASE_URL ${env.STRIPE_BASE_URL}` : 'Stripe (STRIPE_SECRET_KEY is set)'}`
      : 'Cards:  local Stripe stand-in and card field (no STRIPE_SECRET_KEY set)',
  ];
  if (realEmail && realSms && realCards) return { lines, standInsUrl: null };

  const port = await standInsPort(env);
  const url = `http://127.0.0.1:${port}`;
  env.STAND_INS_PORT = String(port);
  if (!realEmail) {
    env.SENDGRID_BASE_URL = url;
    // The stand-in signs its delivered events with a key made for this run; the api verifies with its public half.
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    env.SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    env.STAND_INS_SENDGRID_EVENT_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' });
  }
  if (!realSms) env.TWILIO_BASE_URL = url;
  // The web's card field is then the local stand-in, which confirms against this address as Stripe.js would.
  if (!realCards) env.STRIPE_BASE_URL = url;
  return { lines, standInsUrl: url };
}
