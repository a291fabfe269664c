/** What handling one case's abandoned cart did (handleAbandonedCart's answer, the sweep's log). */
export enum AbandonedCartOutcome {
  /** A reminder with a fresh payment link was written; the worker sends it. */
  REMINDER_SENT = 'REMINDER_SENT',
  /** The card arrived: nothing more is sent. */
  CARD_SUBMITTED = 'CARD_SUBMITTED',
  /** The organization's abandonedCartMaxReminders were all sent. */
  MAX_REMINDERS_SENT = 'MAX_REMINDERS_SENT',
  /** abandonedCartAfterHours have not passed since the sign-up or the last reminder. */
  NOT_DUE = 'NOT_DUE',
  /** The case did not come from a sign-up with payment: there is no cart to remind of. */
  NOT_A_PAYMENT_SIGN_UP = 'NOT_A_PAYMENT_SIGN_UP',
}

export const AbandonedCartMessages = {
  REMINDER_TEXT:
    'You have not finished adding your payment information. Please add it using this secure link (it expires in 7 days):',
} as const;
