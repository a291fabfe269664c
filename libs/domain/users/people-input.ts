import { z } from 'zod';
import { hasControlCharacter, isUuid, Role, TpaSubRole } from '#access';
import { Gender } from './gender.js';

/**
 * What the people operations accept. Texts are trimmed and bounded by their columns; a control character
 * is refused, never stripped (libs/access control-characters.ts): single-line fields take none, the
 * address may hold line breaks. Every refusal is BAD_USER_INPUT naming the field, before anything is written.
 */
type Nullable<T> = { [K in keyof T]?: T[K] | null };

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text, 'name'), 'must not contain control characters');

/** An optional single-line field: empty or null clears it. */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const emailAddress = z
  .string()
  .trim()
  .max(320, 'must be at most 320 characters')
  .pipe(z.email('must be an e-mail address'))
  .transform((value) => value.toLowerCase());

const personName = line(100).pipe(z.string().min(1, 'is required'));
export const password = z.string().min(6, 'must be at least 6 characters').max(128, 'must be at most 128 characters');
const id = z.string().refine(isUuid, 'must be an id');

const dateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date <= new Date();
  }, 'must be a past date')
  .nullish();

const hours = z.number().min(0, 'must be 0 or more').max(168, 'must be at most 168').nullish();

/** Profile fields an employee record carries, shared by addUser and updateUser. */
const profile = {
  phoneNumber: optionalLine(30),
  employeeId: optionalLine(100),
  department: optionalLine(200),
  jobTitle: optionalLine(200),
  directSupervisor: optionalLine(200),
  hoursWorkedPerWeek: hours,
};

export const addUserSchema = z.object({
  email: emailAddress,
  firstName: personName,
  lastName: personName,
  role: z.enum(Role),
  customRole: optionalLine(100),
  organizationId: id.nullish(),
  ...profile,
  password: password.nullish(),
  bypassPasswordResetEmail: z.boolean().nullish(),
});
export type AddUserInput = z.input<typeof addUserSchema>;

export const updateUserSchema = z.object({
  firstName: personName.optional(),
  lastName: personName.optional(),
  secondaryEmail: emailAddress.nullish(),
  ...profile,
  title: optionalLine(50),
  titleSuffix: optionalLine(50),
  gender: z.enum(Gender).nullish(),
  dob: dateOfBirth,
  address: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .refine((text) => !hasControlCharacter(text, 'text'), 'must not contain control characters')
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  city: optionalLine(100),
  state: optionalLine(100),
  postalCode: optionalLine(20),
  country: optionalLine(100),
  password: password.nullish(),
});
/** As GraphQL hands it over: any field may be null (a null name is refused as BAD_USER_INPUT). */
export type UpdateUserInput = Nullable<z.input<typeof updateUserSchema>>;

export const addTpaUserSchema = z.object({
  email: emailAddress,
  firstName: personName,
  lastName: personName,
  phoneNumber: optionalLine(30),
  organizationIds: z.array(id).min(1, 'give at least one organization').max(100, 'at most 100 organizations'),
  tpaSubRole: z.enum(TpaSubRole),
  password: password.nullish(),
  bypassPasswordResetEmail: z.boolean().nullish(),
});
export type AddTpaUserInput = z.input<typeof addTpaUserSchema>;

export const updateTpaUserSchema = z.object({
  firstName: personName.optional(),
  lastName: personName.optional(),
  phoneNumber: optionalLine(30),
  tpaSubRole: z.enum(TpaSubRole).nullish(),
});
export type UpdateTpaUserInput = Nullable<z.input<typeof updateTpaUserSchema>>;

export const organizationIdsSchema = z.object({
  userId: id,
  organizationIds: z.array(id).min(1, 'give at least one organization').max(100, 'at most 100 organizations'),
});

export const changeRoleSchema = z.object({
  role: z.enum(Role),
  isCustomRole: z.boolean().nullish(),
  customRole: optionalLine(100),
});

/** Only the fields that were given (undefined: keep the stored value; null: clear it). */
export function givenFields<T extends Record<string, unknown>>(data: T, input: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => key in input && input[key] !== undefined),
  ) as Partial<T>;
}
