import type { Role } from '../../generated/graphql';
import { isValidEmail } from '../auth/auth-helpers';
import { hasControlCharacter } from '../../shared/control-characters';

export interface AddUserDraft {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  customRole: string;
  phoneNumber: string;
  employeeId: string;
  department: string;
  jobTitle: string;
  directSupervisor: string;
  hoursWorkedPerWeek: string;
  password: string;
  bypassPasswordResetEmail: boolean;
}

/** The identity service's default minimum (spec 000 §5). */
export const MIN_PASSWORD_LENGTH = 6;

/** Field messages of the add-user form; empty when it may be sent. */
export function validateAddUser(draft: AddUserDraft): Partial<Record<keyof AddUserDraft, string>> {
  const errors: Partial<Record<keyof AddUserDraft, string>> = {};
  if (!draft.firstName.trim()) errors.firstName = 'Enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Enter a last name.';
  if (!draft.email.trim()) errors.email = 'Enter an e-mail address.';
  else if (!isValidEmail(draft.email)) errors.email = 'Enter an e-mail address in the format name@example.com.';
  const hours = draft.hoursWorkedPerWeek.trim();
  if (hours && (!Number.isFinite(Number(hours)) || Number(hours) < 0 || Number(hours) > 168)) {
    errors.hoursWorkedPerWeek = 'Enter hours between 0 and 168.';
  }
  if (draft.password && draft.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  for (const key of ['firstName', 'lastName', 'department', 'jobTitle', 'directSupervisor'] as const) {
    if (hasControlCharacter(draft[key])) errors[key] = 'Remove the control characters.';
  }
  return errors;
}
