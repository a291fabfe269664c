import { useCallback } from 'react';
import { GENERIC_API_ERROR_MESSAGE, apiErrorMessage, isInvalidEmailApiError } from './api-errors';
import { SEND_PASSWORD_RESET_EMAIL } from './auth-documents';
import { publicGraphql } from './public-graphql';

export type SendPasswordResetResult =
  | { ok: true; message: string | null }
  | { ok: false; message: string; /** 'email' when the api rejected the address. */ field?: 'email' };

/** The page the reset e-mail's link returns to once the password is changed. */
export function passwordResetRedirectUrl(): string {
  return `${window.location.origin}/login`;
}

/** Asks the api to send the password-reset e-mail; resolves with a result, never rejects. */
export async function sendPasswordReset(email: string): Promise<SendPasswordResetResult> {
  try {
    const data = await publicGraphql(SEND_PASSWORD_RESET_EMAIL, {
      email: email.trim(),
      redirectUrl: passwordResetRedirectUrl(),
    });
    const payload = data.sendPasswordResetEmail;
    if (!payload?.success) return { ok: false, message: payload?.message || GENERIC_API_ERROR_MESSAGE };
    return { ok: true, message: payload.message ?? null };
  } catch (error) {
    if (isInvalidEmailApiError(error)) return { ok: false, message: apiErrorMessage(error), field: 'email' };
    return { ok: false, message: apiErrorMessage(error) };
  }
}

/** The password-reset sender for a page (a stable function; kept as a hook for the pages that use it). */
export function useSendPasswordReset(): (email: string) => Promise<SendPasswordResetResult> {
  return useCallback((email: string) => sendPasswordReset(email), []);
}
