import type { PaymentInfoStatus, PreauthorizationStatus } from '../../../generated/graphql';
import { formatCents } from '../payments/payment-format';

/** Where the employee's payment information stands, in words for the case team. */
export const PAYMENT_INFO_STATUS_TEXT: Record<PaymentInfoStatus, string> = {
  NOT_SENT: 'No payment link sent yet.',
  SENT_LINK: 'Payment link sent. Waiting for the employee to add a card.',
  SUBMITTED: 'Card saved.',
};

/** A saved card as the team reads it: "Visa ending 4242, expires 12/2034". */
export function savedCardText(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

const HOLD_STATES: Record<PreauthorizationStatus, string> = {
  PLACING: 'being placed',
  HELD: 'held until the case is approved',
  CAPTURING: 'being charged',
  CAPTURED: 'charged',
  RELEASING: 'being released',
  RELEASED: 'released',
  DECLINED: 'declined',
};

/** The hold placed on the card at sign-up, for the case team: "Card hold of $228.00: declined (Your card …)". */
export function holdText(hold: {
  status: PreauthorizationStatus;
  amountCents: number;
  currency: string;
  declineMessage?: string | null;
}): string {
  const reason = hold.status === 'DECLINED' && hold.declineMessage ? ` (${hold.declineMessage})` : '';
  return `Card hold of ${formatCents(hold.amountCents, hold.currency)}: ${HOLD_STATES[hold.status]}${reason}`;
}
