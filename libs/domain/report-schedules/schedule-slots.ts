import { instantOfWallTime, plusCalendarDays, type WallTime, wallTimeOf, weekdayOf } from '#domain/reminders';
import { ScheduleType } from './report-schedule.entity.js';

/** What the slot computations read of a schedule. */
export interface ScheduleTiming {
  scheduleType: ScheduleType;
  days: readonly number[];
  hour: number;
  startDate: string | null;
  endDate: string | null;
}

const dateOf = (wall: Pick<WallTime, 'year' | 'month' | 'day'>) =>
  `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;

function runsOn(schedule: ScheduleTiming, wall: WallTime): boolean {
  const date = dateOf(wall);
  if (schedule.startDate && date < schedule.startDate) return false;
  if (schedule.endDate && date > schedule.endDate) return false;
  return schedule.scheduleType === ScheduleType.DAILY || schedule.days.includes(weekdayOf(wall));
}

const slotOfDay = (wall: WallTime, hour: number, timeZone: string) =>
  instantOfWallTime({ ...wall, hour, minute: 0, second: 0, millisecond: 0 }, timeZone);

/**
 * The slot due at `now`: the latest time at or before `now` when the schedule runs (its hour in the
 * organization's time zone, on a day it runs, within its dates), looking back at most 8 days; null when none.
 */
export function currentSlot(schedule: ScheduleTiming, timeZone: string, now: Date): Date | null {
  const today = wallTimeOf(now, timeZone);
  for (let back = 0; back <= 8; back += 1) {
    const day = plusCalendarDays(today, -back);
    if (!runsOn(schedule, day)) continue;
    const slot = slotOfDay(day, schedule.hour, timeZone);
    if (slot.getTime() <= now.getTime()) return slot;
  }
  return null;
}

/** The first slot after `after`, within the next 8 days; null when the schedule has ended. */
export function nextSlot(schedule: ScheduleTiming, timeZone: string, after: Date): Date | null {
  const today = wallTimeOf(after, timeZone);
  for (let ahead = 0; ahead <= 8; ahead += 1) {
    const day = plusCalendarDays(today, ahead);
    if (!runsOn(schedule, day)) continue;
    const slot = slotOfDay(day, schedule.hour, timeZone);
    if (slot.getTime() > after.getTime()) return slot;
  }
  return null;
}

/** The slot before `slot` (the start of the report's period), else a day (DAILY) or week (WEEKLY) earlier. */
export function previousSlot(schedule: ScheduleTiming, timeZone: string, slot: Date): Date {
  const before = currentSlot(schedule, timeZone, new Date(slot.getTime() - 1));
  const fallback = schedule.scheduleType === ScheduleType.DAILY ? 1 : 7;
  return before ?? new Date(slot.getTime() - fallback * 86_400_000);
}

/**
 * The BullMQ job scheduler's repeat options: a cron pattern at the hour, in the organization's time zone,
 * on the days (WEEKLY). Dates are checked again when the job runs (currentSlot), so a job outside them sends nothing.
 */
export function repeatOptions(schedule: ScheduleTiming, timeZone: string): { pattern: string; tz: string } {
  const days = schedule.scheduleType === ScheduleType.DAILY ? '*' : [...schedule.days].sort().join(',');
  return { pattern: `0 0 ${schedule.hour} * * ${days}`, tz: timeZone };
}
