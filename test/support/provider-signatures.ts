import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import twilio from 'twilio';

/** Signs as Twilio does: X-Twilio-Signature over the URL it called and the posted parameters. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

/** A SendGrid Signed Event Webhook key pair: the public key as SendGrid shows it (base64 DER), and a signer. */
export interface SendgridSigner {
  publicKey: string;
  /** The signature header for this timestamp (seconds, as a string) and raw body: ECDSA P-256 SHA-256, DER, base64. */
  sign(timestamp: string, body: string | Buffer): string;
}

export function sendgridSigner(): SendgridSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: (publicKey as KeyObject).export({ type: 'spki', format: 'der' }).toString('base64'),
    sign: (timestamp, body) =>
      sign('sha256', Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), privateKey).toString('base64'),
  };
}

export const nowInSeconds = (offsetMs = 0) => String(Math.floor((Date.now() + offsetMs) / 1000));
