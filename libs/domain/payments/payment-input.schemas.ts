import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';
import { FEE_FIELDS, type FeeField } from './payment-amounts.js';
import { PaymentStatus } from './payment-status.js';

/** Integer cents; a million dollars on one payment is a typing mistake, not a payment. */
export const MAX_PAYMENT_CENTS = 100_000_000;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_SUB_FEES = 20;
export const MAX_SUB_FEE_LABEL_LENGTH = 100;
export const MAX_SCHEDULE_POSITION = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Payments are due or paid within these years; anything else is a typing mistake. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
export const calendarDate = z
  .string()
  .refine(isCalendarDate, 'must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, `must be a date between ${FIRST_YEAR} and ${LAST_YEAR}`);

/** Text as typed, trimmed, without control characters ('name': one line; 'text': may hold line breaks). */
const text = (max: number, kind: 'name' | 'text' = 'name') =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = controlCharacterIn(value, kind);
      if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
    });
/** One line of text that must not be empty (also used for order tracking numbers and carriers). */
export const requiredText = (max: number) => text(max).pipe(z.string().min(1, 'write a value'));
const required = requiredText;

export const cents = z
  .number()
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(MAX_PAYMENT_CENTS, `must be at most ${MAX_PAYMENT_CENTS} cents`);

const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
  .transform((value) => value.toLowerCase());

const subFee = z.object({ label: required(MAX_SUB_FEE_LABEL_LENGTH), amount: cents });

/** A postal address to ship to: payments and pharmacy orders. */
export const shippingAddressSchema = z.object({
  addressLine1: required(200),
  addressLine2: text(200)
    .nullish()
    .transform((value) => value || null),
  city: required(100),
  state: required(100),
  country: required(100),
  postalCode: required(20),
});

const feeShape = Object.fromEntries(FEE_FIELDS.map((field) => [field, cents.nullish()])) as Record<
  FeeField,
  z.ZodOptional<z.ZodNullable<typeof cents>>
>;

/**
 * What the caller may set on a payment besides the amount, each optional. A field left out (or null, for a
 * field that cannot be empty) gets its default on add and stays as it is on update; null clears a field
 * that may be empty (dueDate, schedulePosition, paymentAttachmentId, shippingAddress).
 */
const paymentFieldsSchema = z.object({
  currency: currency.nullish(),
  status: z.enum(PaymentStatus).nullish(),
  description: text(MAX_DESCRIPTION_LENGTH, 'text').nullish(),
  dueDate: calendarDate.nullable().optional(),
  isScheduled: z.boolean().nullish(),
  schedulePosition: z.number().int('must be a whole number').min(0).max(MAX_SCHEDULE_POSITION).nullable().optional(),
  paymentAttachmentId: z.string().refine(isUuid, 'must be an id').nullable().optional(),
  shippingAddress: shippingAddressSchema.nullable().optional(),
  subFees: z.array(subFee).max(MAX_SUB_FEES, `at most ${MAX_SUB_FEES} sub-fees`).nullish(),
  ...feeShape,
});

/** A new payment: the amount is required; everything else has a default. */
export const addPaymentSchema = paymentFieldsSchema.extend({ amount: cents });

/** A change to a payment: what it leaves out (the amount too) stays as it is. */
export const updatePaymentSchema = paymentFieldsSchema.extend({ amount: cents.nullish() });

export type AddPaymentInput = z.input<typeof addPaymentSchema>;
export type UpdatePaymentInput = z.input<typeof updatePaymentSchema>;
export type ParsedAddPayment = z.infer<typeof addPaymentSchema>;
export type ParsedUpdatePayment = z.infer<typeof updatePaymentSchema>;

/** A period of payment or due dates, both ends included. */
export const paymentPeriodSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((period) => period.from <= period.to, { path: ['to'], message: 'must be on or after from' })
  .refine(
    (period) => Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`) <= 366 * 86_400_000,
    { path: ['to'], message: 'a period is at most one year' },
  );
