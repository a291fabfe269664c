import { z } from 'zod';
import { VisitType } from '#domain/cases';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const calendarDate = z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');
const shortText = z.string().trim().max(200, 'must be at most 200 characters');

/** Dates of a decision: a start, then an end on or after it, or none when indefinite. */
export const decisionDatesSchema = z
  .object({
    isIndefinite: z.boolean(),
    startDate: calendarDate,
    endDate: calendarDate.nullish(),
  })
  .superRefine((dates, context) => {
    if (dates.isIndefinite && dates.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'an indefinite decision has no end date' });
    }
    if (!dates.isIndefinite && !dates.endDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'give an end date, or mark the decision indefinite',
      });
    }
    if (dates.endDate && dates.endDate < dates.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after the start date' });
    }
  });

const medication = {
  medicine: shortText.nullish(),
  medicineExternalId: shortText.nullish(),
  dosage: shortText.nullish(),
  refillCount: z.number().int().min(0).max(99).nullish(),
  isPriorAuthRequested: z.boolean().nullish(),
  dosingFrequency: shortText.nullish(),
  treatmentPeriod: shortText.nullish(),
  pharmacyInstructions: z.string().trim().max(2000, 'must be at most 2,000 characters').nullish(),
  isRefill: z.boolean().nullish(),
};
export const MEDICATION_FIELDS = Object.keys(medication) as (keyof typeof medication)[];

export const addDecisionSchema = z
  .object({
    isApproved: z.boolean(),
    isNoDecision: z.boolean().nullish(),
    isIndefinite: z.boolean().nullish(),
    startDate: calendarDate.nullish(),
    endDate: calendarDate.nullish(),
    decisionText: z.string().trim().max(10000, 'must be at most 10,000 characters').nullish(),
    category: shortText.nullish(),
    cost: z.number().min(0, 'must not be negative').max(1e9).nullish(),
    visitType: z.enum(VisitType).nullish(),
    ...medication,
  })
  .superRefine((decision, context) => {
    if (decision.isNoDecision) return;
    const dates = decisionDatesSchema.safeParse({
      isIndefinite: decision.isIndefinite ?? false,
      startDate: decision.startDate,
      endDate: decision.endDate,
    });
    if (!dates.success) {
      for (const issue of dates.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });

export type AddDecisionInput = z.input<typeof addDecisionSchema>;
export type DecisionDatesInput = z.input<typeof decisionDatesSchema>;
