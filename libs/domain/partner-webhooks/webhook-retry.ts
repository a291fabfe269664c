/** The longest wait between two tries, whatever the back-off reached. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Answers worth trying again: the receiver was busy or failing (5xx), throttled (429) or timed out (408). */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 429 || status === 408;

/** Exponential back-off: the wait after try `attempt` (1-based) is base × 2^(attempt − 1), capped. */
export const retryDelayMs = (attempt: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
