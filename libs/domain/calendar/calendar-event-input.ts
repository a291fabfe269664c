import { z } from 'zod';

/** The widest range one allCalendarEvents call may ask for: a month view with its leading and trailing weeks. */
export const MAX_RANGE_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

const title = z.string().trim().min(1, 'give the event a title').max(200, 'must be at most 200 characters');
const description = z.string().max(5000, 'must be at most 5,000 characters');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #4e7da0');
const topic = z.string().trim().max(100, 'must be at most 100 characters');
/** Dates a calendar can hold: PostgreSQL's timestamptz refuses years far beyond these, and no meeting is there. */
const EARLIEST = new Date(Date.UTC(1900, 0, 1));
const LATEST = new Date(Date.UTC(2200, 0, 1));
const instant = z.date().min(EARLIEST, 'must be in the year 1900 or later').max(LATEST, 'must be before the year 2200');

const endsAfterStart = (input: { start?: Date | null; end?: Date | null }) =>
  !input.start || !input.end || input.end.getTime() > input.start.getTime();
const endAfterStart = { message: 'must be after the start', path: ['end'] };

export const addCalendarEventSchema = z
  .object({
    title,
    start: instant,
    end: instant,
    description: description.nullish(),
    color: color.nullish(),
    topic: topic.nullish(),
    caseId: z.string().nullish(),
    isEditable: z.boolean().nullish(),
  })
  .refine(endsAfterStart, endAfterStart);

export const updateCalendarEventSchema = z
  .object({
    title: title.nullish(),
    start: instant.nullish(),
    end: instant.nullish(),
    description: description.nullish(),
    color: color.nullish(),
    topic: topic.nullish(),
    caseId: z.string().nullish(),
    isNoShow: z.boolean().nullish(),
    version: z.number().int().min(1).nullish(),
  })
  .refine(endsAfterStart, endAfterStart);

export const calendarRangeSchema = z
  .object({ from: instant.nullish(), to: instant.nullish() })
  .refine((range) => !range.from || !range.to || range.to.getTime() > range.from.getTime(), {
    message: 'must be after from',
    path: ['to'],
  })
  .refine((range) => !range.from || !range.to || range.to.getTime() - range.from.getTime() <= MAX_RANGE_DAYS * DAY_MS, {
    message: `the range may span at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });

export type AddCalendarEventInput = z.input<typeof addCalendarEventSchema>;
export type UpdateCalendarEventInput = z.input<typeof updateCalendarEventSchema>;

/** Without a range, the calendar shows from a week ago to the end of the range cap. */
export function boundedRange(range: { from?: Date | null; to?: Date | null }, now: Date): { from: Date; to: Date } {
  const from =
    range.from ??
    (range.to ? new Date(range.to.getTime() - MAX_RANGE_DAYS * DAY_MS) : new Date(now.getTime() - 7 * DAY_MS));
  const to = range.to ?? new Date(from.getTime() + MAX_RANGE_DAYS * DAY_MS);
  return { from, to };
}
