import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { OFFLINE_MESSAGE, isNetworkError } from './identity-errors';

export const GENERIC_API_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const INVALID_EMAIL_MESSAGE = 'Enter an e-mail address in the format name@example.com.';

/** The message to show for a failed public api call of the auth pages (GraphQL errors, HTTP errors, offline). */
export function apiErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (code === 'TOO_MANY_REQUESTS') {
      return first?.message || 'Too many requests. Please try again in a minute.';
    }
    if (code === 'BAD_USER_INPUT') {
      return first?.extensions?.field === 'email' ? INVALID_EMAIL_MESSAGE : first?.message || GENERIC_API_ERROR_MESSAGE;
    }
    return GENERIC_API_ERROR_MESSAGE;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    // 502/503/504 from the proxy: the api is not reachable.
    if (ServerError.is(error) && error.statusCode >= 502 && error.statusCode <= 504) return OFFLINE_MESSAGE;
    return GENERIC_API_ERROR_MESSAGE;
  }
  return GENERIC_API_ERROR_MESSAGE;
}

/** True when the api answered that the e-mail address is not valid. */
export function isInvalidEmailApiError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions?.field === 'email')
  );
}
