import type { PaymentInfoStatus } from '../../../generated/graphql';

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
