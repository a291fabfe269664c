import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries whose timestamp is further than this from now are refused (a captured request replayed later). */
export const PHARMACY_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export type PharmacySignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The HMAC key of a `whsec_<base64>` secret (Standard Webhooks); a secret without the prefix is base64 as is. */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function signatureOf(secret: string, id: string, timestamp: string, body: string | Buffer): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.`).update(body).digest();
}

/**
 * Standard Webhooks signing, both ways with the pharmacy: `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * `${webhook-id}.${webhook-timestamp}.${body}`, keyed with the pharmacy's secret.
 */
export function signPharmacyMessage(secret: string, id: string, body: string, now: Date): SignedHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signatureOf(secret, id, timestamp, body).toString('base64')}`,
  };
}

/**
 * Checks a status webhook: any of the space-separated `v1,` signatures matches (compared in constant time),
 * and the timestamp is within PHARMACY_SIGNATURE_TOLERANCE_MS of now.
 */
export function checkPharmacySignature(
  headers: { id?: string; timestamp?: string; signature?: string },
  rawBody: Buffer,
  secret: string,
  now: Date,
): PharmacySignatureCheck {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || id.length > 200) return 'malformed';
  const expected = signatureOf(secret, id, timestamp, rawBody);
  const matches = signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > PHARMACY_SIGNATURE_TOLERANCE_MS) return 'stale';
  return 'valid';
}
