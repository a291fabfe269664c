/**
 * Where a sign-up's hold on the card stands. PLACING, CAPTURING and RELEASING are claims written before the
 * Stripe call: a worker that dies after claiming leaves the row there, and the sweep repeats the call with the
 * same idempotency key, so Stripe does it once.
 */
export enum PreauthorizationStatus {
  PLACING = 'PLACING',
  HELD = 'HELD',
  DECLINED = 'DECLINED',
  CAPTURING = 'CAPTURING',
  CAPTURED = 'CAPTURED',
  RELEASING = 'RELEASING',
  RELEASED = 'RELEASED',
}
