/** The card details the local stand-in card field collects (Stripe Elements keeps its own, never seen here). */
export interface StandInCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** How a card confirmation ended: saved, or refused with a message for the person. */
export type ConfirmOutcome = { ok: true } | { ok: false; message: string };

export const CARD_DECLINED_MESSAGE = 'Your card could not be saved. Check the details or use another card.';

/** What the card field confirms: a SetupIntent (save the card) or a PaymentIntent (pay). */
export type CardPurpose = 'setup' | 'payment';

/** The SetupIntent's id inside its client secret (`seti_…_secret_…`). */
export const intentIdOf = (clientSecret: string): string => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/**
 * What Stripe.js's confirmCardSetup does, against the local stand-in (development and tests, where Stripe.js
 * cannot load): posts the card to the SetupIntent's confirm endpoint with the publishable key and the client secret.
 */
export async function confirmWithStandIn(
  standInUrl: string,
  publishableKey: string,
  clientSecret: string,
  card: StandInCard,
  purpose: CardPurpose = 'setup',
): Promise<ConfirmOutcome> {
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number.replace(/\D/g, ''),
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  });
  const intents = purpose === 'payment' ? 'payment_intents' : 'setup_intents';
  const response = await fetch(`${standInUrl}/v1/${intents}/${intentIdOf(clientSecret)}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  return { ok: false, message: answer.error?.message || CARD_DECLINED_MESSAGE };
}

/** "MM/YY" or "MM/YYYY" as month and four-digit year; null when it is not a month of a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The amount as the page shows it, e.g. "$49.00". */
export const formatAmount = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
