/**
 * What an affiliate earns of one payment: its fraction of the payment's tech platform (implementation) fee,
 * in whole cents, rounded half up. The shares come out of the platform's fee, so the organization's own
 * payout (amount minus fees) does not change.
 */
export function affiliateShareOf(techPlatformFeeCents: number, fraction: number): number {
  return Math.round(techPlatformFeeCents * fraction);
}
