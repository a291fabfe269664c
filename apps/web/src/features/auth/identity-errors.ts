/**
 * Plain-language messages for the identity service's (Firebase Auth) error codes, spec 001 §8,
 * and the detection of "offline" failures, which every auth page reports the same way.
 */

/** Shown for any identity error code without its own message. */
export const GENERIC_IDENTITY_ERROR_MESSAGE = 'Something went wrong while contacting the sign-in service. Please try again.';

/** Shown when the identity service or the api cannot be reached. */
export const OFFLINE_MESSAGE =
  "We couldn't reach the service. Check your internet connection, then try again.";

/** Message per Firebase Auth error code (`auth/<code>`). */
export const IDENTITY_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-in
  'auth/wrong-password': 'The password is incorrect. Try again, or reset your password.',
  'auth/invalid-credential': 'The e-mail address or the password is incorrect. Try again, or reset your password.',
  'auth/user-not-found': 'No account uses this e-mail address. Check it for typing mistakes.',
  'auth/invalid-email': 'Enter an e-mail address in the format name@example.com.',
  'auth/user-disabled': 'This account has been turned off. Contact your administrator.',
  'auth/too-many-requests':
    'Too many attempts in a short time. Wait a few minutes before trying again, or reset your password.',
  'auth/login-blocked': 'Sign-in was blocked for this account. Contact your administrator.',
  'auth/multi-factor-auth-required': 'This account needs a second verification step, which this page does not offer yet.',
  'auth/email-already-in-use': 'An account already uses this e-mail address. Sign in instead.',
  'auth/missing-recaptcha-token': 'The human verification check did not complete. Please try again.',
  // Passwords
  'auth/weak-password': 'This password is too weak. Choose a longer password that meets the requirements.',
  'auth/password-does-not-meet-requirements':
    'This password does not meet the requirements. Check the list of requirements and try again.',
  'auth/unsupported-password-policy-schema-version':
    "The password rules could not be read, so the basic rule applies: use at least 6 characters.",
  // E-mail action links
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid. It may have been used already. Ask for a new one.',
  // Session
  'auth/user-mismatch': 'These credentials belong to a different account than the one signed in.',
  'auth/invalid-user-token': 'Your session has expired. Please sign in again.',
  'auth/tenant-id-mismatch': 'This account belongs to a different organization sign-in. Contact your administrator.',
  // Pop-up and redirect sign-in
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished. Try again.',
  'auth/cancelled-popup-request': 'Another sign-in window was already open. Finish or close it, then try again.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this web address. Contact your administrator.',
  'auth/invalid-auth-event': 'The sign-in did not complete. Please try again.',
  // Environment and configuration
  'auth/web-storage-unsupported':
    'Your browser blocks the storage sign-in needs. Allow cookies and site data for this site, or leave private browsing.',
  'auth/network-request-failed': OFFLINE_MESSAGE,
  'auth/operation-not-supported-in-this-environment': 'This browser does not support this way of signing in.',
  'auth/invalid-emulator-scheme': 'The sign-in service is set up incorrectly. Contact your administrator.',
  'auth/invalid-api-key': 'The sign-in service is set up incorrectly. Contact your administrator.',
  'auth/auth-domain-config-required': 'The sign-in service is set up incorrectly. Contact your administrator.',
  'auth/argument-error': 'The request to the sign-in service was incomplete. Please try again.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again in a moment.',
};

/** The `auth/<code>` of a Firebase Auth error, if the value is one. */
export function identityErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/** True for a failure to reach the network: Firebase's network-request-failed, a failed fetch, or the browser being offline. */
export function isNetworkError(error: unknown): boolean {
  if (identityErrorCode(error) === 'auth/network-request-failed') return true;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) {
    // Chrome: "Failed to fetch", Firefox: "NetworkError when attempting to fetch resource.", Safari: "Load failed",
    // Node (undici, tests and server rendering): "fetch failed".
    return /failed to fetch|fetch failed|networkerror|load failed|network request failed/i.test(error.message);
  }
  return false;
}

/** The plain-language message for an identity-service error (any value a Firebase call may reject with). */
export function identityErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  const code = identityErrorCode(error);
  return (code && IDENTITY_ERROR_MESSAGES[code]) || GENERIC_IDENTITY_ERROR_MESSAGE;
}
