import { z } from 'zod';
import { isUsStateCode } from '#domain/shared';

/**
 * A National Provider Identifier: 10 digits whose last is the Luhn check digit computed over "80840"
 * followed by the first nine (CMS, "Requirements for National Provider Identifier Check Digit").
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

/**
 * A DEA registration number: two letters then seven digits, the last being the units digit of
 * (1st + 3rd + 5th) + 2 × (2nd + 4th + 6th).
 */
export function isValidDea(value: string): boolean {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(value)) return false;
  const d = value.slice(2).split('').map(Number);
  return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 === d[6];
}

/** Keys of user.prescriberIds: the prescriber's DoseSpot user id, and the DoseSpot clinic it prescribes in. */
export const PrescriberIdKey = { DOSE_SPOT: 'DOSE_SPOT', DOSE_SPOT_CLINIC: 'DOSE_SPOT_CLINIC' } as const;

const cleared = (value: string | null | undefined) => (value === '' ? null : value);
/** DoseSpot ids are whole numbers. */
const doseSpotId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'must be a DoseSpot id (digits only)')
  .or(z.literal(''))
  .nullish()
  .transform(cleared);

/** updateUserExternalProviderDetails: the fields given replace the stored ones; null or '' clears one. */
export const prescriberDetailsSchema = z
  .object({
    npi: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidNpi(value), 'must be a 10-digit NPI with a valid check digit')
      .nullish()
      .transform(cleared),
    dea: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || isValidDea(value), 'must be a DEA number (2 letters, 7 digits)')
      .nullish()
      .transform(cleared),
    availableInStates: z
      .array(
        z
          .string()
          .trim()
          .transform((value) => value.toUpperCase())
          .refine(isUsStateCode, 'must be two-letter US state codes'),
      )
      .max(51, 'at most 51 states')
      .refine((states) => new Set(states).size === states.length, 'names a state twice')
      .nullish(),
    doseSpotUserId: doseSpotId,
    doseSpotClinicId: doseSpotId,
  })
  .strict();

export type PrescriberDetailsInput = z.input<typeof prescriberDetailsSchema>;
