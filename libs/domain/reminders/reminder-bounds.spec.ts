import { latestDueStart } from './reminder-due-time.js';
import { REMINDER_LATE_LIMIT_MS, reminderBounds } from './reminder-bounds.js';

const now = new Date('2031-06-04T14:00:00Z');

describe('reminderBounds', () => {
  it('leaves out organizations that turned the kind off', () => {
    const bounds = reminderBounds(
      'CASE_NOT_ACCEPTED',
      [
        { id: 'on', settings: {} },
        { id: 'off', settings: { reminders: { kinds: { CASE_NOT_ACCEPTED: { enabled: false, after: 2 } } } as never } },
      ],
      now,
    );
    expect(bounds.organizationIds).toEqual(['on']);
  });

  it('gives day kinds the starts due now in the organization’s zone, back to the late limit', () => {
    const bounds = reminderBounds(
      'UNACKNOWLEDGED_COMMENT',
      [{ id: 'berlin', settings: { timeZone: 'Europe/Berlin' } }],
      now,
    );
    const cutoff = latestDueStart(now, 2, { timeZone: 'Europe/Berlin', businessDays: true });
    expect(bounds.throughBasis).toEqual([cutoff]);
    expect(bounds.afterBasis).toEqual([new Date(cutoff.getTime() - REMINDER_LATE_LIMIT_MS)]);
  });

  it('falls back to the default zone for an unknown one', () => {
    const unknown = reminderBounds('DRAFT_REQUEST', [{ id: 'x', settings: { timeZone: 'Mars/Olympus' } }], now);
    const fallback = reminderBounds('DRAFT_REQUEST', [{ id: 'x', settings: {} }], now);
    expect(unknown).toEqual(fallback);
  });

  it('gives visits the events starting within the next hours', () => {
    const bounds = reminderBounds(
      'UPCOMING_VISIT',
      [{ id: 'o', settings: { reminders: { kinds: { UPCOMING_VISIT: { enabled: true, after: 3 } } } as never } }],
      now,
    );
    expect(bounds.afterBasis).toEqual([now]);
    expect(bounds.throughBasis).toEqual([new Date('2031-06-04T17:00:00Z')]);
  });
});
