import { ScheduleType } from './report-schedule.entity.js';
import { currentSlot, nextSlot, previousSlot, repeatOptions } from './schedule-slots.js';

const NY = 'America/New_York';
const weekly = { scheduleType: ScheduleType.WEEKLY, days: [1, 3], hour: 9, startDate: null, endDate: null };
const daily = { scheduleType: ScheduleType.DAILY, days: [], hour: 7, startDate: '2026-03-10', endDate: '2026-03-12' };

describe('schedule slots', () => {
  it('finds the slot due at the hour in the organization time zone', () => {
    // Wednesday 2026-03-04 09:00 in New York is 14:00 UTC (standard time).
    expect(currentSlot(weekly, NY, new Date('2026-03-04T14:00:00Z'))).toEqual(new Date('2026-03-04T14:00:00Z'));
    // A minute before: Monday's slot is still the current one.
    expect(currentSlot(weekly, NY, new Date('2026-03-04T13:59:00Z'))).toEqual(new Date('2026-03-02T14:00:00Z'));
    expect(nextSlot(weekly, NY, new Date('2026-03-04T14:00:00Z'))).toEqual(new Date('2026-03-09T13:00:00Z'));
    expect(previousSlot(weekly, NY, new Date('2026-03-04T14:00:00Z'))).toEqual(new Date('2026-03-02T14:00:00Z'));
  });

  it('keeps to the start and end dates', () => {
    expect(currentSlot(daily, 'UTC', new Date('2026-03-09T23:00:00Z'))).toBeNull();
    expect(currentSlot(daily, 'UTC', new Date('2026-03-10T07:00:00Z'))).toEqual(new Date('2026-03-10T07:00:00Z'));
    expect(currentSlot(daily, 'UTC', new Date('2026-03-20T08:00:00Z'))).toEqual(new Date('2026-03-12T07:00:00Z'));
    expect(nextSlot(daily, 'UTC', new Date('2026-03-12T07:00:00Z'))).toBeNull();
    expect(previousSlot(daily, 'UTC', new Date('2026-03-10T07:00:00Z'))).toEqual(new Date('2026-03-09T07:00:00Z'));
  });

  it('gives the job scheduler a cron pattern in the time zone', () => {
    expect(repeatOptions(weekly, NY)).toEqual({ pattern: '0 0 9 * * 1,3', tz: NY });
    expect(repeatOptions(daily, 'UTC')).toEqual({ pattern: '0 0 7 * * *', tz: 'UTC' });
  });
});
