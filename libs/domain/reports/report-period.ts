import { z } from 'zod';

/** How a report's range is cut into periods: calendar weeks (Monday first), months, quarters, or one custom period. */
export enum ReportGranularity {
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  QUARTER = 'QUARTER',
  CUSTOM = 'CUSTOM',
}

/** The unit PostgreSQL's date_trunc takes for a granularity; CUSTOM has none (the whole range is one period). */
export const TRUNC_UNIT: Readonly<Record<ReportGranularity, string | null>> = {
  WEEK: 'week',
  MONTH: 'month',
  QUARTER: 'quarter',
  CUSTOM: null,
};

/** A report covers at most this many days (about three years), so a weekly report has at most 160 periods. */
export const MAX_REPORT_DAYS = 1_100;

const DAY_MS = 86_400_000;

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const calendarDate = z
  .string()
  .max(10, 'must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'must be a date (YYYY-MM-DD)')
  .refine((value) => value >= '2000-01-01' && value <= '2199-12-31', 'must be a date between 2000 and 2199');

export const reportRangeSchema = z
  .object({ granularity: z.enum(ReportGranularity), from: calendarDate, to: calendarDate })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'must be on or after from' })
  .refine((range) => daysBetween(range.from, range.to) < MAX_REPORT_DAYS, {
    path: ['to'],
    message: `a report covers at most ${MAX_REPORT_DAYS} days`,
  });

export type ReportRange = z.infer<typeof reportRangeSchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the calendar period holding `day` (a local date, so plain UTC date arithmetic is exact). */
function periodStartOf(day: Date, granularity: ReportGranularity): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (granularity) {
    case ReportGranularity.WEEK:
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
    case ReportGranularity.MONTH:
      return new Date(Date.UTC(year, month, 1));
    case ReportGranularity.QUARTER:
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case ReportGranularity.CUSTOM:
      return day;
  }
}

function nextPeriodStart(start: Date, granularity: ReportGranularity): Date {
  switch (granularity) {
    case ReportGranularity.WEEK:
      return new Date(start.getTime() + 7 * DAY_MS);
    case ReportGranularity.MONTH:
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case ReportGranularity.QUARTER:
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, 1));
    case ReportGranularity.CUSTOM:
      return new Date(8.64e15);
  }
}

/**
 * The periods of a range, each as its first and last local day, clipped to the range: a monthly report
 * from 2026-01-15 starts with the period 2026-01-15 to 2026-01-31. The SQL buckets a time the same way
 * (`greatest(date_trunc(unit, local time)::date, from)`), so the keys match.
 */
export function periodsOf(range: ReportRange): { start: string; end: string }[] {
  const last = new Date(`${range.to}T00:00:00Z`);
  const periods: { start: string; end: string }[] = [];
  let start = new Date(`${range.from}T00:00:00Z`);
  while (start <= last) {
    const next = nextPeriodStart(periodStartOf(start, range.granularity), range.granularity);
    const end = next > last ? last : new Date(next.getTime() - DAY_MS);
    periods.push({ start: iso(start), end: iso(end) });
    start = next;
  }
  return periods;
}
