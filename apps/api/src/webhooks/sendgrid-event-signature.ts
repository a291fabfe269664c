import { EventWebhook } from '@sendgrid/eventwebhook';

/** Providers' signed timestamps older or newer than this are refused (a replayed capture, a skewed clock). */
export const WEBHOOK_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

export type SignatureCheck = 'valid' | 'no key' | 'no signature' | 'stale timestamp' | 'bad signature';

type EcdsaPublicKey = ReturnType<EventWebhook['convertPublicKeyToECDSA']>;

/** SendGrid shows the verification key as base64 DER; PEM is accepted too. */
const asPem = (key: string): string =>
  key.includes('BEGIN PUBLIC KEY')
    ? key
    : `-----BEGIN PUBLIC KEY-----\n${
        key
          .replace(/\s+/g, '')
          .match(/.{1,64}/g)
          ?.join('\n') ?? ''
      }\n-----END PUBLIC KEY-----`;

/**
 * Verifies SendGrid's Signed Event Webhook with its own library: ECDSA (P-256, SHA-256) over the timestamp
 * header followed by the raw body, and the timestamp within WEBHOOK_TIMESTAMP_TOLERANCE_MS of now.
 */
export class SendgridEventSignature {
  private readonly webhook = new EventWebhook();
  private readonly key: EcdsaPublicKey | null;

  constructor(publicKey: string) {
    this.key = publicKey.trim() ? this.webhook.convertPublicKeyToECDSA(asPem(publicKey.trim())) : null;
  }

  check(raw: Buffer, signature: string | undefined, timestamp: string | undefined, now = Date.now()): SignatureCheck {
    if (!this.key) return 'no key';
    if (!signature || !timestamp) return 'no signature';
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp) * 1000) > WEBHOOK_TIMESTAMP_TOLERANCE_MS)
      return 'stale timestamp';
    try {
      return this.webhook.verifySignature(this.key, raw, signature, timestamp) ? 'valid' : 'bad signature';
    } catch {
      return 'bad signature'; // not base64, not a DER signature
    }
  }
}
