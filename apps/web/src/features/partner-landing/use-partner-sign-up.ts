import { signInWithEmailAndPassword } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { firebaseAuth } from '../auth/firebase-auth';
import {
  IDENTITY_ERROR_MESSAGES,
  identityErrorCode,
  identityErrorMessage,
  isNetworkError,
  OFFLINE_MESSAGE,
} from '../auth/identity-errors';
import { PublicGraphqlError, publicGraphql } from '../auth/public-graphql';
import type { EligibilityHandoff } from './eligibility-handoff';
import { SIGN_UP_TO_PARTNER_ORGANIZATION } from './partner-landing-documents';
import type { PartnerLanding } from './partner-landing-model';
import type { SignUpErrors, SignUpValues } from './sign-up-fields';

export const EMAIL_IN_USE_MESSAGE = 'An account already uses this e-mail address. Sign in instead.';
export const TOO_MANY_SIGN_UPS_MESSAGE =
  'Too many sign-up attempts from this connection. Please wait a minute and try again.';
export const SIGNED_UP_SIGN_IN_FAILED =
  'Your account was created, but signing in failed. Sign in with your e-mail and password to continue.';

/** Signs in after sign-up; the identity service may ask for human verification once (spec 001 §8: one retry). */
async function signInWithRetry(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(firebaseAuth(), email, password);
  } catch (error) {
    if (identityErrorCode(error) !== 'auth/missing-recaptcha-token') throw error;
    await signInWithEmailAndPassword(firebaseAuth(), email, password);
  }
}

/** The eligibility form to answer after sign-up: the chosen bundle's form, else the partner's default form. */
export function eligibilityFormPath(productBundleId: string | null): string {
  const path = routeHref('newRequest');
  return productBundleId ? `${path}?productBundleId=${encodeURIComponent(productBundleId)}` : path;
}

/** Sign-up, sign-in, then on to the eligibility form; errors by field for the form. */
export function usePartnerSignUp(landing: PartnerLanding) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<SignUpErrors>({});

  const submit = useCallback(
    async (values: SignUpValues): Promise<boolean> => {
      setSubmitting(true);
      setErrors({});
      const email = values.email.trim();
      try {
        await publicGraphql(SIGN_UP_TO_PARTNER_ORGANIZATION, {
          input: {
            linkName: landing.linkName,
            email,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            password: values.password,
            referralCode: landing.flags.referralCodeEnabled ? values.referralCode.trim() || null : null,
            smsConsent: values.smsConsent,
            productBundleId: values.productBundleId || null,
            ...Object.fromEntries(
              landing.selfSignUpProfileFields.map((field) => [field, values.profile[field]?.trim() || null]),
            ),
          },
        });
      } catch (error) {
        setSubmitting(false);
        if (PublicGraphqlError.is(error)) {
          if (error.code === 'ALREADY_EXISTS') setErrors({ email: EMAIL_IN_USE_MESSAGE });
          else if (error.code === 'TOO_MANY_REQUESTS') setErrors({ form: TOO_MANY_SIGN_UPS_MESSAGE });
          else if (error.code === 'BAD_USER_INPUT' && error.field) {
            const message = error.message.replace(/^[^:]+:\s*/, '');
            const field = error.field.replace(/^input\./, '');
            setErrors({
              [field]: message.charAt(0).toUpperCase() + message.slice(1),
              form:
                field === 'productBundleId'
                  ? 'This plan is not available for sign-up. Choose another plan.'
                  : undefined,
            });
          } else setErrors({ form: error.message || 'Sign-up did not succeed. Please try again.' });
        } else
          setErrors({ form: isNetworkError(error) ? OFFLINE_MESSAGE : 'Sign-up did not succeed. Please try again.' });
        return false;
      }
      try {
        await signInWithRetry(email, values.password);
      } catch (error) {
        setSubmitting(false);
        const code = identityErrorCode(error);
        setErrors({
          form:
            code === 'auth/missing-recaptcha-token'
              ? IDENTITY_ERROR_MESSAGES['auth/missing-recaptcha-token']
              : `${SIGNED_UP_SIGN_IN_FAILED} ${identityErrorMessage(error)}`,
        });
        return false;
      }
      const handoff: EligibilityHandoff = {
        partnerThankYou: landing.texts.signupSuccessMessage,
        collectPayment: landing.flags.enableSelfSignupPayment,
      };
      navigate(eligibilityFormPath(values.productBundleId || landing.defaultProductBundleId), { state: handoff });
      return true;
    },
    [landing, navigate],
  );

  return { submit, submitting, errors, setErrors };
}
