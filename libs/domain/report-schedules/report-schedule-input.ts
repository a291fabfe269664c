import { z } from 'zod';
import { ScheduleType } from './report-schedule.entity.js';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a date (YYYY-MM-DD)');

const recipient = z
  .string()
  .trim()
  .max(320, 'must be at most 320 characters')
  .pipe(z.email('must be an e-mail address'))
  .transform((value) => value.toLowerCase());

/** A schedule as its owner writes it (spec 000 §3 Schedule setting fields). */
export const reportScheduleSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    enabled: z.boolean(),
    scheduleType: z.enum(ScheduleType),
    days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    hour: z.number().int().min(0, 'must be 0 to 23').max(23, 'must be 0 to 23'),
    recipients: z.array(recipient).min(1, 'needs at least one recipient').max(20, 'must be at most 20 recipients'),
    startDate: calendarDate.nullish().transform((value) => value ?? null),
    endDate: calendarDate.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (value.scheduleType === ScheduleType.WEEKLY && value.days.length === 0) {
      context.addIssue({ code: 'custom', path: ['days'], message: 'choose at least one day for a weekly schedule' });
    }
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after the start date' });
    }
  })
  .transform((value) => ({
    ...value,
    days: value.scheduleType === ScheduleType.DAILY ? [] : [...new Set(value.days)].sort(),
    recipients: [...new Set(value.recipients)],
  }));
export type ReportScheduleInput = z.input<typeof reportScheduleSchema>;
export type ReportScheduleData = z.infer<typeof reportScheduleSchema>;
