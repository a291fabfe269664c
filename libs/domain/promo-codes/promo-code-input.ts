import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';
import { RefillType } from './promo-code.enums.js';

export const MAX_PROMO_CODE_NAME_LENGTH = 60;
/** What a member can type on a phone: letters, digits, dash and underscore. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** A discount above $100,000.00 is a typing mistake, not a promotion. */
const MAX_CENTS = 10_000_000;

const text = (max: number, context: 'text' | 'name') =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = controlCharacterIn(value, context);
      if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
    });

const percent = z.number().int('must be a whole percent').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100');
const cents = z.number().int('must be whole cents').min(1, 'must be at least 1 cent').max(MAX_CENTS, 'is too large');

export const promoCodeFieldsSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'write a code')
      .max(MAX_PROMO_CODE_NAME_LENGTH, `must be at most ${MAX_PROMO_CODE_NAME_LENGTH} characters`)
      .regex(CODE, 'use letters, digits, dashes and underscores'),
    label: text(100, 'name')
      .nullish()
      .transform((value) => value ?? ''),
    description: text(500, 'text')
      .nullish()
      .transform((value) => value ?? ''),
    percentDiscount: percent.nullish().transform((value) => value ?? null),
    priceDiscount: cents.nullish().transform((value) => value ?? null),
    refillType: z.nativeEnum(RefillType),
    refillCount: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .nullish()
      .transform((value) => value ?? null),
    influencerName: text(100, 'name')
      .nullish()
      .transform((value) => value || null),
    influencerCreditPercent: percent.nullish().transform((value) => value ?? null),
    influencerCreditCents: cents.nullish().transform((value) => value ?? null),
    isVisible: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    isAnalytics: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    isMaster: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    startsAt: z
      .date()
      .nullish()
      .transform((value) => value ?? null),
    endsAt: z
      .date()
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if ((value.percentDiscount == null) === (value.priceDiscount == null)) {
      ctx.addIssue({ code: 'custom', path: ['percentDiscount'], message: 'give either a percent or a price discount' });
    }
    if (value.refillType === RefillType.NUMBER_OF_REFILLS && value.refillCount == null) {
      ctx.addIssue({ code: 'custom', path: ['refillCount'], message: 'give the number of refills (at least 1)' });
    }
    if (value.refillType !== RefillType.NUMBER_OF_REFILLS && value.refillCount != null) {
      ctx.addIssue({ code: 'custom', path: ['refillCount'], message: 'only a NUMBER_OF_REFILLS code has a count' });
    }
    if (value.influencerCreditPercent != null && value.influencerCreditCents != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['influencerCreditPercent'],
        message: 'give either a percent or an amount of influencer credit',
      });
    }
    if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    }
  });

const id = z.string().refine(isUuid, 'must be an id');

export const addPromoCodeSchema = z.object({
  /** Null adds a global code. */
  organizationId: id.nullish().transform((value) => value ?? null),
  fields: promoCodeFieldsSchema,
});

export const updatePromoCodeSchema = z.object({ id, fields: promoCodeFieldsSchema });

export const applyPromoCodeSchema = z.object({
  caseId: id,
  code: z.string().trim().min(1, 'write a code').max(MAX_PROMO_CODE_NAME_LENGTH, 'is not a promo code'),
});

export type PromoCodeFields = z.input<typeof promoCodeFieldsSchema>;
export type ParsedPromoCodeFields = z.output<typeof promoCodeFieldsSchema>;
