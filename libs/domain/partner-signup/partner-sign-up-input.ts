import { z } from 'zod';
import { hasControlCharacter, isUuid } from '#access';

/**
 * What signUpToPartnerOrganization accepts. Every refusal is BAD_USER_INPUT naming the field, before
 * anything is written. The password rule is the identity service's default policy (at least 6 characters).
 */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text, 'name'), 'must not contain control characters');

const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The profile fields a partner may ask for besides name and e-mail (its selfSignUpProfileFields). */
export const PARTNER_PROFILE_FIELDS = [
  'phoneNumber',
  'dob',
  'gender',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
export type PartnerProfileField = (typeof PARTNER_PROFILE_FIELDS)[number];

export const signUpToPartnerSchema = z.object({
  linkName: line(100).pipe(z.string().min(1, 'is required')),
  email: z
    .string()
    .trim()
    .max(320, 'must be at most 320 characters')
    .pipe(z.email('must be an e-mail address'))
    .transform((value) => value.toLowerCase()),
  firstName: line(100).pipe(z.string().min(1, 'is required')),
  lastName: line(100).pipe(z.string().min(1, 'is required')),
  password: z.string().min(6, 'must be at least 6 characters').max(128, 'must be at most 128 characters'),
  phoneNumber: optionalLine(20).refine(
    (value) => value == null || /^\+?[0-9 ()-]{7,20}$/.test(value),
    'must be a phone number',
  ),
  dob: optionalLine(10).refine(
    (value) => value == null || /^\d{4}-\d{2}-\d{2}$/.test(value),
    'must be a date, YYYY-MM-DD',
  ),
  gender: optionalLine(20),
  address: optionalLine(200),
  city: optionalLine(100),
  state: optionalLine(100),
  country: optionalLine(100),
  postalCode: optionalLine(20),
  referralCode: optionalLine(100),
  smsConsent: z.boolean().nullish(),
  productBundleId: z
    .string()
    .refine(isUuid, 'must be an id')
    .nullish()
    .transform((value) => value ?? null),
});

export type SignUpToPartnerInput = z.input<typeof signUpToPartnerSchema>;
export type SignUpToPartnerData = z.output<typeof signUpToPartnerSchema>;
