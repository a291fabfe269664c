import { z } from 'zod';
import { controlCharacterIn } from '#access';
import type { PaymentSettings } from '#domain/organizations';

/** A default fee above $10,000 on every payment is a typing mistake, not a fee. */
export const MAX_FEE_SETTING_CENTS = 1_000_000;
/** 10,000 basis points is the whole amount. */
export const MAX_PROCESSING_BASIS_POINTS = 10_000;
export const MAX_SETTING_SUB_FEES = 10;
export const MAX_SETTING_SUB_FEE_LABEL_LENGTH = 100;
export const MAX_DUNNING_RETRIES = 6;
export const MAX_DUNNING_DAY = 60;
/** A month: a sign-up left longer than that is not an abandoned cart any more. */
export const MAX_ABANDONED_CART_HOURS = 720;
export const MAX_ABANDONED_CART_REMINDERS = 10;

/** The payments section as the api receives it: the stored shape, complete; it replaces the stored section whole. */
export type PaymentSettingsInput = PaymentSettings;

const wholeBetween = (min: number, max: number, unit = '') =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}${unit}`)
    .max(max, `must be between ${min} and ${max}${unit}`);

const feeCents = wholeBetween(0, MAX_FEE_SETTING_CENTS, ' cents');

const subFeeLabel = z
  .string()
  .max(MAX_SETTING_SUB_FEE_LABEL_LENGTH, `must be at most ${MAX_SETTING_SUB_FEE_LABEL_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const found = controlCharacterIn(value, 'name');
    if (found) ctx.addIssue({ code: 'custom', message: `must not hold the control character ${found}` });
  })
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, 'write a label');

const fees = z
  .object({
    paymentProcessingBasisPoints: wholeBetween(0, MAX_PROCESSING_BASIS_POINTS),
    paymentProcessingFixedFee: feeCents,
    pharmacyFee: feeCents,
    syringeKitFee: feeCents,
    consultFee: feeCents,
    shippingFee: feeCents,
    techPlatformFee: feeCents,
    convenienceFee: feeCents,
    subFees: z
      .array(z.object({ label: subFeeLabel, amount: feeCents }).strict())
      .max(MAX_SETTING_SUB_FEES, `at most ${MAX_SETTING_SUB_FEES} sub-fees`),
  })
  .strict();

/** Retry days count from the first failure, so each names a later day than the one before. */
const dunningRetryDays = z
  .array(wholeBetween(1, MAX_DUNNING_DAY))
  .max(MAX_DUNNING_RETRIES, `at most ${MAX_DUNNING_RETRIES} retries`)
  .superRefine((days, ctx) => {
    days.forEach((day, index) => {
      if (index > 0 && day <= days[index - 1]) {
        ctx.addIssue({ code: 'custom', path: [index], message: 'must be later than the day before it' });
      }
    });
  });

export const paymentSettingsSchema = z
  .object({
    fees,
    dunningRetryDays,
    abandonedCartAfterHours: wholeBetween(1, MAX_ABANDONED_CART_HOURS),
    abandonedCartMaxReminders: wholeBetween(0, MAX_ABANDONED_CART_REMINDERS),
  })
  .strict()
  .transform((value): PaymentSettings => ({
    fees: { ...value.fees, subFees: value.fees.subFees.map(({ label, amount }) => ({ label, amount })) },
    dunningRetryDays: value.dunningRetryDays,
    abandonedCartAfterHours: value.abandonedCartAfterHours,
    abandonedCartMaxReminders: value.abandonedCartMaxReminders,
  }));
