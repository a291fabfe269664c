import { webhookUrlRefusal } from './webhook-url.js';
import { isRetryableStatus, MAX_RETRY_DELAY_MS, retryDelayMs } from './webhook-retry.js';

describe('webhookUrlRefusal', () => {
  it('allows https everywhere and plain http to this machine outside production only', () => {
    expect(webhookUrlRefusal('https://partner.example/hooks', 'production')).toBeNull();
    expect(webhookUrlRefusal('http://127.0.0.1:4000/hooks', 'test')).toBeNull();
    expect(webhookUrlRefusal('http://localhost:4000/hooks', 'development')).toBeNull();
    expect(webhookUrlRefusal('http://127.0.0.1:4000/hooks', 'production')).toBe('webhookUrl must use https');
    expect(webhookUrlRefusal('http://partner.example/hooks', 'development')).toBe('webhookUrl must use https');
    expect(webhookUrlRefusal('ftp://partner.example/hooks', 'test')).toBe('webhookUrl must use https');
    expect(webhookUrlRefusal('https://user:pw@partner.example/', 'test')).toBe('webhookUrl must not carry credentials');
    expect(webhookUrlRefusal('not a url', 'test')).toBe('webhookUrl is not a valid address');
  });
});

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
