import type { ReminderKind, ReminderSetting } from '#domain/organizations';
import { instantOfWallTime, plusCalendarDays, type WallTime, wallTimeOf, weekdayOf } from './zoned-time.js';

/** How an organization counts reminder delays: its time zone and whether weekends count. */
export interface ReminderCalendar {
  timeZone: string;
  businessDays: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const isWeekend = (wall: WallTime) => {
  const weekday = weekdayOf(wall);
  return weekday === 0 || weekday === 6;
};

/**
 * `days` days after `start`, at the same wall-clock time in the calendar's zone (so across a DST change
 * a day is 23 or 25 hours). Counting business days, only Monday to Friday count, and a start on a
 * weekend counts from the Monday after it at midnight: 1 business day after a Saturday comment is
 * Tuesday 00:00, the same as 1 business day after Monday 00:00.
 */
export function plusDays(start: Date, days: number, calendar: ReminderCalendar): Date {
  let wall = wallTimeOf(start, calendar.timeZone);
  if (!calendar.businessDays) return instantOfWallTime(plusCalendarDays(wall, days), calendar.timeZone);
  if (isWeekend(wall)) {
    while (isWeekend(wall)) wall = plusCalendarDays(wall, 1);
    wall = { ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 };
  }
  for (let counted = 0; counted < days;) {
    wall = plusCalendarDays(wall, 1);
    if (!isWeekend(wall)) counted += 1;
  }
  return instantOfWallTime(wall, calendar.timeZone);
}

/**
 * When a reminder of `kind` falls due for a condition that began (or, for a visit, an event that
 * starts) at `basis`: `after` days later, or `after` hours before the visit.
 */
export function reminderDueAt(
  kind: ReminderKind,
  basis: Date,
  setting: ReminderSetting,
  calendar: ReminderCalendar,
): Date {
  if (kind === 'UPCOMING_VISIT') return new Date(basis.getTime() - setting.after * HOUR_MS);
  return plusDays(basis, setting.after, calendar);
}

/**
 * The latest condition start whose reminder `days` later is due at `now`: a start at or before it is
 * due, one after it is not. Found by bisection over plusDays (which never goes backwards in time, bar
 * the repeated hour of a DST night), so it always agrees with the due time computed forwards.
 */
export function latestDueStart(now: Date, days: number, calendar: ReminderCalendar): Date {
  const due = (start: number) => plusDays(new Date(start), days, calendar).getTime() <= now.getTime();
  let high = now.getTime();
  if (due(high)) return now;
  // Weekends add at most 2 days per 5 counted, plus a weekend start; DST at most an hour a day.
  let low = high - (Math.ceil((days * 7) / 5) + 4) * DAY_MS;
  while (!due(low)) low -= 7 * DAY_MS;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (due(middle)) low = middle;
    else high = middle;
  }
  return new Date(low);
}
