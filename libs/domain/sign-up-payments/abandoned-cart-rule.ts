import type { PaymentSettings } from '#domain/organizations';
import { AbandonedCartOutcome } from './abandoned-cart-outcome.js';

/** The state of a payment sign-up the rule reads. */
export interface CartState {
  paymentSubmitted: boolean;
  remindersSent: number;
  /** When the sign-up's case opened. */
  signedUpAt: Date;
  lastReminderAt: Date | null;
}

/**
 * Whether a payment sign-up gets a reminder now: none once the card arrived, at most
 * abandonedCartMaxReminders, the first abandonedCartAfterHours after the case opened and each next one the
 * same hours after the one before. REMINDER_SENT here means "due".
 */
export function abandonedCartDecision(
  cart: CartState,
  settings: Pick<PaymentSettings, 'abandonedCartAfterHours' | 'abandonedCartMaxReminders'>,
  now: Date,
): AbandonedCartOutcome {
  if (cart.paymentSubmitted) return AbandonedCartOutcome.CARD_SUBMITTED;
  if (cart.remindersSent >= settings.abandonedCartMaxReminders) return AbandonedCartOutcome.MAX_REMINDERS_SENT;
  const since = cart.lastReminderAt ?? cart.signedUpAt;
  const dueAt = since.getTime() + settings.abandonedCartAfterHours * 3600 * 1000;
  return now.getTime() >= dueAt ? AbandonedCartOutcome.REMINDER_SENT : AbandonedCartOutcome.NOT_DUE;
}
