/** Payment status (spec 000 §4), verbatim. */
export enum PaymentStatus {
  CANCELED = 'CANCELED',
  PAID = 'PAID',
  UNPAID = 'UNPAID',
}

/**
 * Whether a payment may move from `from` to `to`. UNPAID is the only open status: it becomes PAID or
 * CANCELED, and those are final (a paid or canceled payment never goes back to UNPAID, nor to the other).
 * Staying where it is, is no move and always allowed.
 */
export function isAllowedPaymentMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || from === PaymentStatus.UNPAID;
}
