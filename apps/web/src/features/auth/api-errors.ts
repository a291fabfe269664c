import { OFFLINE_MESSAGE, isNetworkError } from './identity-errors';
import { PublicGraphqlError } from './public-graphql';

export const GENERIC_API_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const INVALID_EMAIL_MESSAGE = 'Enter an e-mail address in the format name@example.com.';
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in a minute.';
/** The reset link would return to this page's address, which the api does not know as the app's. */
export const REDIRECT_NOT_ACCEPTED_MESSAGE =
  'Reset links cannot return to the address this page was opened at. Open the app at its usual address and try again.';
/** Any other input the api refused: the caller's to correct, not a fault on our side. */
export const INVALID_INPUT_MESSAGE = 'What was sent was not accepted. Check what you entered and try again.';

/** The message to show for a failed public api call of the auth pages (GraphQL errors, HTTP errors, offline). */
export function apiErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  if (!PublicGraphqlError.is(error)) return GENERIC_API_ERROR_MESSAGE;
  if (error.code === 'TOO_MANY_REQUESTS') return error.message || TOO_MANY_REQUESTS_MESSAGE;
  if (isInvalidEmailApiError(error)) return INVALID_EMAIL_MESSAGE;
  // An input error is shown as one, never as a fault on our side.
  if (error.code === 'BAD_USER_INPUT') {
    return error.field === 'redirectUrl' ? REDIRECT_NOT_ACCEPTED_MESSAGE : INVALID_INPUT_MESSAGE;
  }
  // 502/503/504 from the proxy: the api is not reachable.
  if (error.status >= 502 && error.status <= 504) return OFFLINE_MESSAGE;
  return GENERIC_API_ERROR_MESSAGE;
}

/** True when the api answered that the e-mail address is not valid. */
export function isInvalidEmailApiError(error: unknown): boolean {
  return PublicGraphqlError.is(error) && error.code === 'BAD_USER_INPUT' && error.field === 'email';
}
