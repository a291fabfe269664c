/**
 * Wall-clock arithmetic in an IANA time zone with the platform's Intl data only: the parts of an
 * instant in a zone, and the instant of a wall-clock time there.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` names a zone this platform knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of `instant` in `timeZone`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    millisecond: instant.getUTCMilliseconds(),
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(wallTimeOf(new Date(instant), timeZone)) - instant;
}

/**
 * The instant showing `wall` in `timeZone`. A time repeated when clocks go back is its first
 * occurrence; a time skipped when clocks go forward is taken with the offset before the change (so
 * 02:30 on a spring-forward night in New York is 03:30 daylight time).
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const local = asUtc(wall);
  const before = offsetAt(local - 86_400_000, timeZone);
  const after = offsetAt(local + 86_400_000, timeZone);
  const candidates = [local - before, local - after].filter(
    (instant) => asUtc(wallTimeOf(new Date(instant), timeZone)) === local,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(local - before);
}

/** Day of the week of a calendar date: 0 Sunday to 6 Saturday. */
export function weekdayOf(wall: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
}

/** The calendar date `days` after `wall`'s (time of day kept). */
export function plusCalendarDays(wall: WallTime, days: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
