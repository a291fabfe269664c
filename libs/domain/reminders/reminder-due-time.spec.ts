import { latestDueStart, plusDays, reminderDueAt, type ReminderCalendar } from './reminder-due-time.js';
import { instantOfWallTime } from './zoned-time.js';

const NEW_YORK: ReminderCalendar = { timeZone: 'America/New_York', businessDays: false };
const NEW_YORK_BUSINESS: ReminderCalendar = { timeZone: 'America/New_York', businessDays: true };
const at = (iso: string) => new Date(iso);

describe('plusDays', () => {
  it('keeps the wall-clock time across the spring-forward night (a 23-hour day)', () => {
    // Saturday 8 March 2025, 09:00 EST; clocks go forward on Sunday 9 March.
    expect(plusDays(at('2025-03-08T14:00:00Z'), 2, NEW_YORK).toISOString()).toBe('2025-03-10T13:00:00.000Z');
  });

  it('keeps the wall-clock time across the fall-back night (a 25-hour day)', () => {
    // Saturday 1 November 2025, 09:00 EDT; clocks go back on Sunday 2 November.
    expect(plusDays(at('2025-11-01T13:00:00Z'), 1, NEW_YORK).toISOString()).toBe('2025-11-02T14:00:00.000Z');
  });

  it('skips weekends in business days: Friday + 1 is Monday at the same time', () => {
    // Friday 14 November 2025, 16:30 in New York.
    expect(plusDays(at('2025-11-14T21:30:00Z'), 1, NEW_YORK_BUSINESS).toISOString()).toBe('2025-11-17T21:30:00.000Z');
  });

  it('counts a weekend start from Monday midnight in business days', () => {
    // Saturday 15 November 2025, 10:00 in New York: 2 business days later is Wednesday 00:00.
    expect(plusDays(at('2025-11-15T15:00:00Z'), 2, NEW_YORK_BUSINESS).toISOString()).toBe('2025-11-19T05:00:00.000Z');
  });

  it('counts business days across a DST change in the zone of the organization', () => {
    // Friday 7 March 2025, 17:00 EST + 1 business day = Monday 10 March 17:00 EDT.
    expect(plusDays(at('2025-03-07T22:00:00Z'), 1, NEW_YORK_BUSINESS).toISOString()).toBe('2025-03-10T21:00:00.000Z');
  });

  it('uses the organization’s zone for the weekend: Friday evening in Los Angeles is Saturday in UTC', () => {
    const start = at('2025-11-15T03:00:00Z'); // Friday 14 November, 19:00 in Los Angeles.
    expect(plusDays(start, 1, { timeZone: 'America/Los_Angeles', businessDays: true }).toISOString()).toBe(
      '2025-11-18T03:00:00.000Z',
    );
    expect(plusDays(start, 1, { timeZone: 'UTC', businessDays: true }).toISOString()).toBe('2025-11-18T00:00:00.000Z');
  });

  it('zero days is the start itself on a weekday', () => {
    expect(plusDays(at('2025-11-12T10:00:00Z'), 0, NEW_YORK_BUSINESS).toISOString()).toBe('2025-11-12T10:00:00.000Z');
  });
});

describe('instantOfWallTime', () => {
  it('takes a time skipped by spring-forward with the offset before the change', () => {
    const wall = { year: 2025, month: 3, day: 9, hour: 2, minute: 30, second: 0, millisecond: 0 };
    expect(instantOfWallTime(wall, 'America/New_York').toISOString()).toBe('2025-03-09T07:30:00.000Z');
  });

  it('takes the first of a time repeated by fall-back', () => {
    const wall = { year: 2025, month: 11, day: 2, hour: 1, minute: 30, second: 0, millisecond: 0 };
    expect(instantOfWallTime(wall, 'America/New_York').toISOString()).toBe('2025-11-02T05:30:00.000Z');
  });
});

describe('reminderDueAt', () => {
  it('counts hours before a visit, not days after', () => {
    const due = reminderDueAt('UPCOMING_VISIT', at('2025-11-20T15:00:00Z'), { enabled: true, after: 24 }, NEW_YORK);
    expect(due.toISOString()).toBe('2025-11-19T15:00:00.000Z');
  });

  it('counts days after the start for the other kinds', () => {
    const due = reminderDueAt('CASE_NOT_ACCEPTED', at('2025-11-14T21:30:00Z'), { enabled: true, after: 2 }, NEW_YORK);
    expect(due.toISOString()).toBe('2025-11-16T21:30:00.000Z');
  });
});

describe('latestDueStart', () => {
  const calendars: ReminderCalendar[] = [
    NEW_YORK,
    NEW_YORK_BUSINESS,
    { timeZone: 'Europe/Berlin', businessDays: true },
    { timeZone: 'Asia/Kolkata', businessDays: false },
  ];
  const nows = ['2025-03-10T13:00:00Z', '2025-11-03T14:00:00Z', '2025-11-17T05:00:00Z', '2025-11-19T12:34:56Z'];

  it.each(calendars)('agrees with plusDays on both sides of the cutoff (%o)', (calendar) => {
    for (const iso of nows) {
      for (const days of [1, 2, 5]) {
        const now = at(iso);
        const cutoff = latestDueStart(now, days, calendar);
        expect(plusDays(cutoff, days, calendar).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(plusDays(new Date(cutoff.getTime() + 1), days, calendar).getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it('puts the cutoff of a Monday morning in business days on the Friday before', () => {
    // Monday 17 November 2025, 09:00 in New York; 1 business day back is Friday 14 November, 09:00.
    expect(latestDueStart(at('2025-11-17T14:00:00Z'), 1, NEW_YORK_BUSINESS).toISOString()).toBe(
      '2025-11-14T14:00:00.000Z',
    );
  });
});
