import { describeError } from '../request/api-errors';

export const NOT_DONE_MESSAGE = 'That did not work. Try again.';

/** The message to show when a people change failed: the server's own words (e.g. "Not authorized to create ADMINs"). */
export function failureMessage(failure: unknown): string {
  return describeError(failure).message;
}

/** The message of a payload that answered `success: false`, or a generic one. */
export function payloadMessage(
  payload: { success: boolean; message?: string | null } | null | undefined,
): string | null {
  if (payload?.success) return null;
  return payload?.message?.trim() || NOT_DONE_MESSAGE;
}
