import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';
import {
  MAX_FAQ_ENTRIES,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  MAX_TESTIMONIALS,
  MAX_URL_LENGTH,
  PARTNER_FLAG_KEYS,
  PARTNER_LINK_KEYS,
  PARTNER_TEXT_KEYS,
  type PartnerFlags,
  type PartnerLinks,
  type PartnerTexts,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  SELF_SIGN_UP_PROFILE_FIELDS,
  type SelfSignUpProfileField,
} from './partner-integration-fields.js';

/** A text without the control characters the product refuses (line breaks and tabs only where `multiLine`). */
const plainText = (max: number, multiLine = false) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = controlCharacterIn(value, multiLine ? 'text' : 'name');
      if (found) ctx.addIssue({ code: 'custom', message: `must not hold the control character ${found}` });
    })
    .transform((value) => value.trim());

/** Empty (not shown) or an http(s) address: nothing a browser would run (javascript:, data:). */
const link = plainText(MAX_URL_LENGTH).refine((value) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an http or https address');

const uuid = z.string().refine(isUuid, 'must be an id');
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #71d1ac')
  .transform((value) => value.toLowerCase());
const email = plainText(320).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  'must be an e-mail address',
);
const phone = plainText(40).refine(
  (value) => value === '' || /^\+?[0-9 ().-]{7,30}$/.test(value),
  'must be a phone number',
);

function allOptional<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, schema.optional()])) as Record<K, z.ZodOptional<S>>);
}

/** Any field left out keeps its stored value; null clears the nullable ones. */
export interface UpdatePartnerIntegrationInfoInput {
  organizationId: string;
  monthlyCost?: number | null;
  tagline?: string | null;
  videoLink?: string | null;
  webhookUrl?: string | null;
  favicon?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  links?: Partial<PartnerLinks> | null;
  flags?: Partial<PartnerFlags> | null;
  selfSignUpProfileFields?: SelfSignUpProfileField[] | null;
  selfSignUpSmsNotificationsRequired?: boolean | null;
  masterUserPromoCodeId?: string | null;
  paymentProvider?: PaymentProvider | null;
  paymentPublishableKey?: string | null;
  texts?: Partial<PartnerTexts> | null;
  primaryColor?: string | null;
  faqGradientColor?: string | null;
  formVersionId?: string | null;
  defaultProductBundleId?: string | null;
}

/** GraphQL hands absent optional fields as undefined and explicit nulls as null; both are handled below. */
export const updatePartnerIntegrationInfoSchema = z.strictObject({
  organizationId: uuid,
  monthlyCost: z.number().min(0, 'must not be negative').max(100_000, 'must be at most 100000').nullish(),
  tagline: plainText(MAX_SHORT_TEXT).nullish(),
  videoLink: link.nullish(),
  webhookUrl: link.nullish(),
  favicon: link.nullish(),
  contactEmail: email.nullish(),
  contactPhone: phone.nullish(),
  links: allOptional(PARTNER_LINK_KEYS, link).nullish(),
  flags: allOptional(PARTNER_FLAG_KEYS, z.boolean()).nullish(),
  selfSignUpProfileFields: z
    .array(z.enum(SELF_SIGN_UP_PROFILE_FIELDS))
    .max(SELF_SIGN_UP_PROFILE_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, 'must not name a field twice')
    .nullish(),
  selfSignUpSmsNotificationsRequired: z.boolean().nullish(),
  masterUserPromoCodeId: uuid.nullish(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).nullish(),
  paymentPublishableKey: plainText(300)
    .refine(
      (value) => value === '' || /^pk_(test|live)_[A-Za-z0-9]+$/.test(value),
      'must be a publishable key (pk_...)',
    )
    .nullish(),
  texts: allOptional(PARTNER_TEXT_KEYS, plainText(MAX_LONG_TEXT, true)).nullish(),
  primaryColor: hexColor.nullish(),
  faqGradientColor: hexColor.nullish(),
  formVersionId: uuid.nullish(),
  defaultProductBundleId: uuid.nullish(),
});

export interface FaqEntryInput {
  /** Present for an existing entry; absent for a new one. */
  id?: string | null;
  question: string;
  answer: string;
}

/** The whole list, in display order: entries left out are removed. */
export interface UpdatePartnerIntegrationFaqInput {
  organizationId: string;
  entries: FaqEntryInput[];
}

export const updatePartnerIntegrationFaqSchema = z.strictObject({
  organizationId: uuid,
  entries: z
    .array(
      z.strictObject({
        id: uuid.nullish(),
        question: plainText(500).refine((value) => value !== '', 'must not be empty'),
        answer: plainText(MAX_LONG_TEXT, true).refine((value) => value !== '', 'must not be empty'),
      }),
    )
    .max(MAX_FAQ_ENTRIES, `must hold at most ${MAX_FAQ_ENTRIES} entries`),
});

export interface TestimonialInput {
  id?: string | null;
  rating: number;
  customerName: string;
  title?: string | null;
  content: string;
  isVerified?: boolean | null;
}

/** The whole list, in display order: testimonials left out are removed. */
export interface UpdateOrganizationTestimonialsInput {
  organizationId: string;
  testimonials: TestimonialInput[];
}

export const updateOrganizationTestimonialsSchema = z.strictObject({
  organizationId: uuid,
  testimonials: z
    .array(
      z.strictObject({
        id: uuid.nullish(),
        rating: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
        customerName: plainText(MAX_SHORT_TEXT).refine((value) => value !== '', 'must not be empty'),
        title: plainText(MAX_SHORT_TEXT).nullish(),
        content: plainText(MAX_LONG_TEXT, true).refine((value) => value !== '', 'must not be empty'),
        isVerified: z.boolean().nullish(),
      }),
    )
    .max(MAX_TESTIMONIALS, `must hold at most ${MAX_TESTIMONIALS} testimonials`),
});

/** A landing page's slug as the public operations take it. */
export const linkNameSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/i);
