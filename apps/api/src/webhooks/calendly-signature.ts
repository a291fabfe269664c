import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older than this are refused (a captured request replayed later). */
export const CALENDLY_SIGNATURE_TOLERANCE_MS = 3 * 60 * 1000;

export type CalendlySignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

/**
 * Calendly's `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`: v1 is HMAC-SHA256, keyed with the
 * webhook signing key, of `${t}.${raw body}`. Compared in constant time; the timestamp must be recent.
 */
export function checkCalendlySignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date,
): CalendlySignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t');
  const signature = parts.get('v1');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature))
    return 'malformed';
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'mismatch';
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > CALENDLY_SIGNATURE_TOLERANCE_MS) return 'stale';
  return 'valid';
}
