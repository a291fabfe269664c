import { isValidEmail } from '../auth/auth-helpers';
import type { ProfileField } from './partner-landing-model';

/** The sign-up form's values; profile fields only when the partner asks for them. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralCode: string;
  smsConsent: boolean;
  productBundleId: string;
  profile: Partial<Record<ProfileField, string>>;
}

export type SignUpErrors = Partial<
  Record<
    'firstName' | 'lastName' | 'email' | 'password' | 'smsConsent' | 'referralCode' | 'form' | ProfileField,
    string
  >
>;

export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  phoneNumber: 'Phone number',
  dob: 'Date of birth',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  country: 'Country',
};

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** Checks the form before anything is sent; the api checks again. */
export function validateSignUp(
  values: SignUpValues,
  options: { profileFields: readonly ProfileField[]; smsRequired: boolean; passwordOk: boolean },
): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!values.email.trim()) errors.email = 'Enter your e-mail address.';
  else if (!isValidEmail(values.email.trim())) errors.email = 'Enter an e-mail address in the format name@example.com.';
  if (!values.password) errors.password = 'Choose a password.';
  else if (!options.passwordOk) errors.password = 'This password does not meet the requirements listed below.';
  for (const field of options.profileFields) {
    const value = values.profile[field]?.trim() ?? '';
    if (!value) errors[field] = `Enter your ${PROFILE_FIELD_LABELS[field].toLowerCase()}.`;
    else if (field === 'phoneNumber' && !PHONE.test(value))
      errors[field] = 'Enter a phone number, for example +1 555 010 0199.';
    else if (field === 'dob' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) errors[field] = 'Enter your date of birth.';
  }
  if (options.smsRequired && !values.smsConsent) errors.smsConsent = 'Agree to receive SMS notifications to continue.';
  return errors;
}
