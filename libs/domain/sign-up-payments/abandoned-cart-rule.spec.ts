import { AbandonedCartOutcome } from './abandoned-cart-outcome.js';
import { abandonedCartDecision } from './abandoned-cart-rule.js';

const settings = { abandonedCartAfterHours: 24, abandonedCartMaxReminders: 2 };
const signedUpAt = new Date('2026-11-01T10:00:00Z');
const at = (hours: number) => new Date(signedUpAt.getTime() + hours * 3600 * 1000);
const cart = (fields: Partial<Parameters<typeof abandonedCartDecision>[0]> = {}) => ({
  paymentSubmitted: false,
  remindersSent: 0,
  signedUpAt,
  lastReminderAt: null,
  ...fields,
});

describe('abandonedCartDecision', () => {
  it('is due the set hours after the sign-up, not before', () => {
    expect(abandonedCartDecision(cart(), settings, at(23.9))).toBe(AbandonedCartOutcome.NOT_DUE);
    expect(abandonedCartDecision(cart(), settings, at(24))).toBe(AbandonedCartOutcome.REMINDER_SENT);
  });

  it('spaces the next reminder by the same hours after the last one', () => {
    const reminded = cart({ remindersSent: 1, lastReminderAt: at(30) });
    expect(abandonedCartDecision(reminded, settings, at(53))).toBe(AbandonedCartOutcome.NOT_DUE);
    expect(abandonedCartDecision(reminded, settings, at(54))).toBe(AbandonedCartOutcome.REMINDER_SENT);
  });

  it('sends at most the set number, and none once the card arrived', () => {
    expect(abandonedCartDecision(cart({ remindersSent: 2, lastReminderAt: at(48) }), settings, at(500))).toBe(
      AbandonedCartOutcome.MAX_REMINDERS_SENT,
    );
    expect(abandonedCartDecision(cart({ paymentSubmitted: true }), settings, at(500))).toBe(
      AbandonedCartOutcome.CARD_SUBMITTED,
    );
    expect(abandonedCartDecision(cart(), { ...settings, abandonedCartMaxReminders: 0 }, at(500))).toBe(
      AbandonedCartOutcome.MAX_REMINDERS_SENT,
    );
  });
});
