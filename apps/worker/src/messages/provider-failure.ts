/** A provider's answer to a failed send, as the message keeps it and as the retry policy reads it. */
export interface ProviderFailure {
  reason: string;
  /** A refusal that a retry cannot change (a bad address, a blocked number): no further attempt. */
  permanent: boolean;
}

interface SdkError {
  message?: string;
  /** Twilio's RestException: HTTP status and Twilio error code. */
  status?: number;
  code?: number | string;
  /** SendGrid's ResponseError: HTTP status and the body's errors. */
  response?: { body?: { errors?: { message?: string }[] } };
}

/**
 * What went wrong, from the SDK's error: the provider's own words when it gave any. 4xx answers other
 * than 408 and 429 are permanent; network errors and 5xx are worth retrying.
 */
export function providerFailure(error: unknown): ProviderFailure {
  const sdk = (error ?? {}) as SdkError;
  const status = typeof sdk.status === 'number' ? sdk.status : typeof sdk.code === 'number' ? sdk.code : undefined;
  const bodyErrors = sdk.response?.body?.errors?.map((entry) => entry.message).filter(Boolean) ?? [];
  const words = bodyErrors.length > 0 ? bodyErrors.join('; ') : (sdk.message ?? String(error));
  const reason = status ? `${status}: ${words}` : words;
  const permanent = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return { reason, permanent };
}
