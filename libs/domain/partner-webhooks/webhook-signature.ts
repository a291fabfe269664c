import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` then the base64 of the key's bytes. */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes. */
export const newWebhookSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64');

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The Standard Webhooks headers of one try: the signature is `v1,` and the base64 HMAC-SHA256, keyed by the
 * secret's bytes, of `{id}.{timestamp}.{body}` (timestamp in unix seconds).
 */
export function signWebhook(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
