import type { PaymentChargeEntity } from './payment-charge.entity.js';

/** One key per payment and attempt: Stripe answers a repeated call with the first call's intent. */
export const chargeIdempotencyKey = (charge: Pick<PaymentChargeEntity, 'paymentId' | 'attempt'>): string =>
  `charge-${charge.paymentId}-${charge.attempt}`;

/** The BullMQ job id of a charge attempt: the same attempt is queued once. */
export const chargeJobId = chargeIdempotencyKey;

/**
 * Calls Stripe did not answer are retried with back-off; the idempotency key makes a retry charge once. A job
 * that gave up leaves its charge PENDING, and the charges sweep charges it.
 */
export const CHARGE_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 3600 },
} as const;
