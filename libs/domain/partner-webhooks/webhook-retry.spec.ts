import { isRetryableStatus, MAX_RETRY_DELAY_MS, retryDelayMs } from './webhook-retry.js';

describe('retry policy', () => {
  it('retries server errors, throttling and timeouts only', () => {
    expect([500, 502, 503, 429, 408].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 410, 301].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the wait each try, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40, 1000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
